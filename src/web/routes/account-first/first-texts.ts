/**
 * Texts of the Bazaar First page (ours: spec 000 names the route /account/flipkartfirst and the
 * user state's flipkartFirstUser, nothing more). The menu calls it 'Bazaar First'.
 */
export const firstTitle = 'Bazaar First';
export const firstIntro = 'Bazaar First is our membership for shoppers who buy often.';
export const firstBenefitsTitle = 'What membership gives you';
export const firstBenefits = [
  ['Free delivery', 'No delivery charge on any order, whatever its value.'],
  ['Early access', 'Shop sales and new launches before everyone else.'],
  ['Priority care', 'Your calls and chats with customer care are answered first.'],
  ['Member offers', 'Extra discounts and offers marked for members on product pages.'],
] as const;
export const firstMember = 'You are a Bazaar First member. Your benefits apply to every order.';
export const firstNotMember = 'You are not a Bazaar First member yet.';
export const firstLoggedOut = 'Log in to see your membership.';
