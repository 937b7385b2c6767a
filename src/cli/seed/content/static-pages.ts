import { slugify } from '../generate-catalogue.ts';
import type { CategoryTemplate } from '../templates/template.ts';

/**
 * Static pages of `/pages/{name}`: help, policies and company pages, as HTML (sanitized when
 * saved). The footer's and header's help links redirect here (src/web/routes/static-page/route.ts).
 */
export interface StaticPageSeed {
  name: string;
  title: string;
  description: string;
  html: string;
}

const care =
  '<p>Still need help? Call <a href="tel:18001234567">1800 123 4567</a> (toll free, 24x7) or write to <a href="mailto:care@bazaar.example">care@bazaar.example</a>.</p>';

const help = (title: string, intro: string, faqs: [string, string][]) =>
  `<p>${intro}</p>` + faqs.map(([q, a]) => `<details><summary>${q}</summary><p>${a}</p></details>`).join('') + care;

export const staticPageSeeds: StaticPageSeed[] = [
  {
    name: 'helpcentre',
    title: 'Help Centre',
    description: 'Help with your orders, payments, delivery, cancellations and returns at Bazaar, 24x7.',
    html:
      '<p>We are here for you 24x7. Pick a topic, or go to <a href="/account/orders">My Orders</a> to track, cancel or return an order yourself.</p>' +
      '<h2>Help topics</h2><ul>' +
      '<li><a href="/pages/payments">Payments</a>: cards, UPI, net banking, EMI, cash on delivery and gift cards</li>' +
      '<li><a href="/pages/shipping">Shipping</a>: delivery times and charges to your pincode</li>' +
      '<li><a href="/pages/cancellation-returns">Cancellation and returns</a>: how and when you can cancel or return</li>' +
      '<li><a href="/pages/saved-cards">Saved cards</a>: how card tokens keep your details safe</li>' +
      '<li><a href="/pages/gift-vouchers">Gift cards</a>: buying and redeeming</li>' +
      '<li><a href="/pages/return-policy">Return policy</a> by category</li></ul>' +
      '<h2>Frequently asked questions</h2>' +
      help('', 'Answers to what shoppers ask most.', [
        [
          'How do I track my order?',
          'Open <a href="/account/orders">My Orders</a> and choose the order: you will see each step, from Ordered to Packaged, Shipped and Delivered, with dates. We also send an SMS at every step.',
        ],
        [
          'How do I check whether a product can be delivered to me?',
          'Enter your 6-digit pincode on the product page. We show the delivery date from the seller’s warehouse nearest to you, or tell you that the product cannot be delivered there.',
        ],
        [
          'Can I change my delivery address after ordering?',
          'Not once the order is packed. Cancel the order (free until it is shipped) and order again with the right address.',
        ],
        [
          'I forgot my password. What now?',
          'On the login page choose Forgot? and enter your mobile number or email: we send a one-time code so you can set a new password.',
        ],
      ]) +
      '<p>Or <a href="/pages/contact-us">contact us</a>.</p>',
  },
  {
    name: 'payments',
    title: 'Payments',
    description:
      'Ways to pay at Bazaar: credit and debit cards, UPI, net banking, wallets, EMI, gift cards and cash on delivery.',
    html: help(
      'Payments',
      'Bazaar accepts every common way to pay in India. Every online payment is protected by your bank’s one-time password.',
      [
        [
          'Which payment methods can I use?',
          'Credit and debit cards (Visa, Mastercard, RuPay, American Express), UPI, net banking from all major banks, wallets, Bazaar gift cards, no cost EMI on selected cards, and cash on delivery for orders up to ₹50,000.',
        ],
        [
          'Is it safe to use my card on Bazaar?',
          'Yes. Card numbers are entered on our payment service and sent to the card network over an encrypted connection; we never store the card number or CVV. A saved card is kept only as a token with its last four digits. See <a href="/pages/payment-security">payment security</a>.',
        ],
        [
          'What is no cost EMI?',
          'You pay the product price in 3, 6 or 9 monthly instalments; the interest your bank charges is given back as an instant discount, so the total equals the price.',
        ],
        [
          'My payment failed but money was debited. What happens?',
          'A failed payment is refunded automatically to the same account, usually within 5 to 7 business days. You do not need to call us.',
        ],
        [
          'Can I use more than one gift card?',
          'Yes, up to 15 gift cards on one order, together with another payment method for the rest.',
        ],
      ],
    ),
  },
  {
    name: 'saved-cards',
    title: 'Saved Cards',
    description: 'How saved cards work at Bazaar: tokens, not card numbers.',
    html: help('Saved cards', 'Saving a card makes your next checkout faster without putting your card at risk.', [
      [
        'What exactly is saved?',
        'A token from the card network and the last four digits, the card type and the expiry month. Never the full number and never the CVV.',
      ],
      [
        'How do I remove a saved card?',
        'At checkout, in the card section, choose Remove next to the card. It is deleted at once.',
      ],
      ['Do I still need the CVV?', 'Yes, for every payment, together with the one-time password from your bank.'],
    ]),
  },
  {
    name: 'shipping',
    title: 'Shipping',
    description: 'Delivery times, charges and tracking for Bazaar orders across India.',
    html:
      '<p>Sellers ship from warehouses in 15 cities. The delivery date you see on the product page is worked out from the distance between the seller’s warehouse and your pincode.</p>' +
      '<table><caption>Usual delivery times</caption><thead><tr><th scope="col">Distance from the warehouse</th><th scope="col">Delivery</th></tr></thead><tbody>' +
      '<tr><td>Same city</td><td>1 to 2 days</td></tr><tr><td>Under 500 km</td><td>3 days</td></tr><tr><td>Under 1,500 km</td><td>5 days</td></tr><tr><td>Farther</td><td>7 days</td></tr></tbody></table>' +
      '<p>Islands and some hill regions take 2 days more, and a few products cannot be shipped there; the product page tells you before you order.</p>' +
      help('Shipping', 'Delivery charges:', [
        [
          'How much does delivery cost?',
          'Free on orders of ₹500 and above. Below that, ₹40 an order. Bazaar First members get free delivery on every order.',
        ],
        ['Do you deliver on Sundays?', 'Yes, in most cities.'],
        [
          'What if I am not at home?',
          'The courier calls you and tries again the next working day, three times in all, before the order returns to the seller and you are refunded.',
        ],
      ]),
  },
  {
    name: 'cancellation-returns',
    title: 'Cancellation & Returns',
    description: 'How to cancel an order or return a product at Bazaar, and when refunds arrive.',
    html: help(
      'Cancellation and returns',
      'You can cancel or return from <a href="/account/orders">My Orders</a>, without calling us.',
      [
        [
          'Until when can I cancel?',
          'Any time before the order is shipped, free of charge. After shipping, refuse the delivery or request a return once it arrives.',
        ],
        [
          'How do I return a product?',
          'Open the order, choose Return, pick a reason and a pickup slot. The courier collects the product from your address; keep it in its original packing with the tags.',
        ],
        [
          'When do I get my refund?',
          'As soon as the returned product passes the check at pickup: to the card, bank account or UPI id you paid from within 5 to 7 business days, or at once to your gift card wallet.',
        ],
        [
          'Which products cannot be returned?',
          'Opened software and games, innerwear, and products marked non-returnable on the product page. See the <a href="/pages/return-policy">return policy</a>.',
        ],
      ],
    ),
  },
  {
    name: 'return-policy',
    title: 'Return Policy',
    description: 'Return and replacement windows at Bazaar by category.',
    html:
      '<p>Each seller’s return policy is shown on the product page and on the sellers page. These are the usual windows:</p>' +
      '<table><thead><tr><th scope="col">Category</th><th scope="col">Policy</th><th scope="col">Window</th></tr></thead><tbody>' +
      '<tr><td>Mobiles, tablets, cameras, headphones</td><td>Replacement only</td><td>10 days</td></tr>' +
      '<tr><td>Televisions and large appliances</td><td>Replacement after a technician’s visit</td><td>10 days</td></tr>' +
      '<tr><td>Men’s and women’s clothing, watches</td><td>Return or exchange</td><td>10 days</td></tr>' +
      '<tr><td>Books</td><td>Replacement for damaged copies</td><td>7 days</td></tr>' +
      '<tr><td>Games and software</td><td>Sealed copies only</td><td>7 days</td></tr></tbody></table>' +
      '<p>Products must be unused, with their tags, accessories and original box. Refunds go back to where you paid from. See <a href="/pages/cancellation-returns">how to return</a>.</p>',
  },
  {
    name: 'contact-us',
    title: 'Contact Us',
    description: 'Contact Bazaar customer care 24x7 by phone or email.',
    html:
      '<p>For anything about an order, the fastest way is <a href="/account/orders">My Orders</a>: choose the order and Need help?</p>' +
      '<h2>Customer care</h2><p>Phone: <a href="tel:18001234567">1800 123 4567</a> (toll free, 24x7)<br>Email: <a href="mailto:care@bazaar.example">care@bazaar.example</a></p>' +
      '<h2>Write to us</h2><address>Bazaar Internet Private Limited,<br>Buildings Alyssa, Begonia and Clover,<br>Embassy Tech Village, Outer Ring Road,<br>Bellandur Village, Bengaluru 560103, Karnataka, India</address>' +
      '<h2>Grievance officer</h2><p>Under the Consumer Protection (E-Commerce) Rules, 2020: Ms. Shreya Rao, <a href="mailto:grievance@bazaar.example">grievance@bazaar.example</a>. We acknowledge a grievance within 48 hours and resolve it within a month.</p>',
  },
  {
    name: 'about-us',
    title: 'About Us',
    description: 'Bazaar is India’s marketplace: thousands of sellers, every pincode.',
    html:
      '<p>Bazaar started in Bengaluru in 2007 selling books, and is now a marketplace where thousands of Indian sellers offer mobiles, electronics, fashion, appliances and books to shoppers in every pincode of the country.</p>' +
      '<h2>What we stand for</h2><ul><li><strong>Trust</strong>: cash on delivery, easy returns and a delivery date you can rely on.</li><li><strong>Choice</strong>: many sellers for the same product, so the price stays fair.</li><li><strong>Reach</strong>: delivery from 15 warehouse cities to more than 19,000 pincodes.</li></ul>' +
      '<p>Want to sell with us? Visit <a href="/pages/sell-online">Sell on Bazaar</a>. Press enquiries: see <a href="/pages/press">Press</a>.</p>',
  },
  {
    name: 'press',
    title: 'Press',
    description: 'Press releases and media contacts of Bazaar.',
    html:
      '<h2>Recent news</h2><ul><li><strong>The Big Bazaar Sale</strong>: our largest sale yet, with deals from 8,000 sellers across 80 categories.</li><li><strong>Delivery to every pincode</strong>: Bazaar now promises a delivery date to more than 19,000 pincodes before you order.</li><li><strong>Bazaar First</strong>: the membership for free, faster delivery, now in 300 cities.</li></ul>' +
      '<h2>Media contact</h2><p><a href="mailto:press@bazaar.example">press@bazaar.example</a></p>',
  },
  {
    name: 'terms',
    title: 'Terms of Use',
    description: 'The terms of using the Bazaar website and apps.',
    html:
      '<p>These terms apply to everyone who uses Bazaar. By using the site you agree to them.</p>' +
      '<h2>1. The marketplace</h2><p>Bazaar is a marketplace: products are sold by independent sellers, who are responsible for what they sell, its description, price and warranty. Bazaar runs the platform, takes payments on the sellers’ behalf and arranges delivery.</p>' +
      '<h2>2. Your account</h2><p>Keep your password and one-time codes to yourself; you are responsible for what is done with your account. Tell us at once if you think someone else has used it.</p>' +
      '<h2>3. Prices and orders</h2><p>Prices are in Indian rupees and include GST. An order is a request to buy; the contract is made when the seller ships it. A seller may cancel an order for an obvious pricing mistake; you are then refunded in full.</p>' +
      '<h2>4. Reviews</h2><p>Reviews must be your own and about the product. We remove reviews that are abusive, paid for or off topic.</p>' +
      '<h2>5. Governing law</h2><p>These terms are governed by the laws of India; the courts of Bengaluru have jurisdiction.</p>',
  },
  {
    name: 'privacy-policy',
    title: 'Privacy Policy',
    description: 'What Bazaar collects about you, why, and your choices.',
    html:
      '<h2>What we collect</h2><ul><li>What you give us: name, mobile number, email, addresses, and reviews.</li><li>What you do: products you view and search for, your orders, your pincode.</li><li>Technical data: your browser, device and IP address.</li></ul>' +
      '<h2>Why</h2><p>To deliver your orders, show delivery dates for your pincode, prevent fraud, and improve the store. We do not sell your personal data.</p>' +
      '<h2>Your choices</h2><p>Change your email preferences in <a href="/account/subscriptions">Email Preferences</a>. Ask for a copy or deletion of your data at <a href="mailto:privacy@bazaar.example">privacy@bazaar.example</a>.</p>' +
      '<h2>Cookies</h2><p>We use a session cookie to keep you logged in, and store recently viewed products and pincodes in your browser so they are there on your next visit.</p>',
  },
  {
    name: 'payment-security',
    title: 'Payment Security',
    description: 'How Bazaar keeps your payments safe.',
    html:
      '<ul><li>Payments run on a separate payment service over TLS encryption.</li><li>Card numbers and CVVs are never stored; saved cards are network tokens.</li><li>Every card and net banking payment is confirmed with your bank’s one-time password.</li><li>Each payment carries a unique key, so it cannot be charged twice.</li></ul>' +
      '<p>Bazaar will never ask for your OTP, PIN or password by phone or email. Report such calls to <a href="mailto:security@bazaar.example">security@bazaar.example</a>.</p>',
  },
  {
    name: 'gift-vouchers',
    title: 'Gift Cards',
    description: 'Buy Bazaar gift cards from ₹100 to ₹10,000 and send them by email.',
    html:
      '<p>A Bazaar gift card is the gift that fits everyone: they choose from millions of products.</p>' +
      '<ul><li>Values from ₹100 to ₹10,000.</li><li>Sent by email with your message, at once or on a date you choose.</li><li>Valid for one year from the day it is sent.</li><li>Up to 15 gift cards can be used on one order.</li></ul>' +
      '<h2>How to redeem</h2><p>At checkout choose Gift Card, enter the 16-digit card number and the 6-digit PIN. Or add it to your <a href="/account/wallet">gift card wallet</a> to use its balance later.</p>',
  },
  {
    name: 'mobile-apps',
    title: 'Download the Bazaar App',
    description: 'Shop on the go with the Bazaar app for Android and iOS.',
    html:
      '<p>Get app-only deals, order updates as notifications and a faster checkout.</p>' +
      '<ul><li><a href="https://play.google.com/store/apps/details?id=example.bazaar">Get it on Google Play</a></li><li><a href="https://apps.apple.com/app/bazaar-example/id000000000">Download on the App Store</a></li></ul>' +
      '<p>The app needs Android 8 or iOS 14 and about 60 MB of space.</p>',
  },
  {
    name: 'bazaar-first',
    title: 'Bazaar First',
    description: 'Bazaar First membership: free and faster delivery, early access to sales.',
    html:
      '<p>Bazaar First is our membership for shoppers who order often.</p>' +
      '<ul><li>Free delivery on every order, with no minimum.</li><li>Delivery a day faster on eligible products in 300 cities.</li><li>Early access to sales, 30 minutes before everyone else.</li></ul>' +
      '<p>₹499 a year. Manage your membership from <a href="/account/flipkartfirst">your account</a>.</p>',
  },
  {
    name: 'sell-online',
    title: 'Sell on Bazaar',
    description: 'Sell to shoppers in every Indian pincode: register as a Bazaar seller.',
    html:
      '<p>More than 8,000 sellers use Bazaar to reach shoppers across India.</p>' +
      '<ol><li>Register with your GSTIN and bank account.</li><li>List your products with prices, stock and your warehouse pincode.</li><li>We collect payments, ship your orders and pay you every week.</li></ol>' +
      '<p>Start at <a href="https://seller.bazaar.example/">seller.bazaar.example</a>.</p>',
  },
  {
    name: 'advertise',
    title: 'Advertise on Bazaar',
    description: 'Reach shoppers with sponsored products and banners on Bazaar.',
    html: '<p>Sponsored products and banners put your brand in front of shoppers when they search and browse.</p><p>Write to <a href="mailto:ads@bazaar.example">ads@bazaar.example</a> for rates and audiences.</p>',
  },
];

/** The brand directory: every category's brands, each linking to its brand-filtered browse page. */
export function brandsPage(templates: CategoryTemplate[]): StaticPageSeed {
  const sections = templates
    .map((t) => {
      const brands = [...new Set(t.brands)].sort((a, b) => a.localeCompare(b));
      const links = brands
        .map((b) => `<li><a href="/${t.id}/${slugify(b)}~brand/pr?sid=${t.sid}">${b}</a></li>`)
        .join('');
      return `<section><h2>${t.title}</h2><ul class="columns">${links}</ul></section>`;
    })
    .join('');
  return {
    name: 'brands',
    title: 'Brand Directory',
    description: 'All brands on Bazaar by category: mobiles, televisions, fashion, appliances, books and more.',
    html: `<p>Browse every brand sold on Bazaar, by category.</p>${sections}`,
  };
}
