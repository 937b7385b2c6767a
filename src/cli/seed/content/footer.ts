import type { Footer } from '../../../contracts/navigation.ts';
import type { SeoMetadata } from '../../../contracts/seo.ts';

/** `footerDS_1.0`: every footer link of spec 000 §2, the three blurbs, the addresses, the copyright. */
export function footerData(): Footer {
  return {
    linkGroups: [
      {
        title: 'ABOUT',
        links: [
          { title: 'Contact Us', url: '/s/contact' },
          { title: 'About Us', url: '/about-us' },
          { title: 'Press', url: '/s/press' },
          { title: 'Gift Cards', url: '/buy-gift-voucher' },
          { title: 'Bazaar First', url: '/flipkart-first' },
          { title: 'Bazaar Stories', url: `/ol?link=${encodeURIComponent('https://stories.bazaar.example/')}` },
        ],
      },
      {
        title: 'HELP',
        links: [
          { title: 'Payments', url: '/s/help/payments' },
          { title: 'Saved Cards', url: '/help/savedcard_how' },
          { title: 'Shipping', url: '/s/help/shipping' },
          { title: 'Cancellation & Returns', url: '/s/help/cancellation-returns' },
          { title: 'FAQ', url: '/s/help' },
          { title: 'Help Centre', url: '/helpcentre' },
        ],
      },
      {
        title: 'POLICY',
        links: [
          { title: 'Return Policy', url: '/returnpolicy' },
          { title: 'Terms Of Use', url: '/s/terms' },
          { title: 'Security', url: '/s/paymentsecurity' },
          { title: 'Privacy', url: '/s/privacypolicy' },
          { title: 'Brand Directory', url: '/brands' },
          { title: 'Mobile Apps', url: '/mobile-apps' },
        ],
      },
      {
        title: 'SOCIAL',
        links: [
          { title: 'Facebook', url: 'https://www.facebook.com/bazaar.example', external: true },
          { title: 'Twitter', url: 'https://twitter.com/bazaar_example', external: true },
          { title: 'YouTube', url: 'https://www.youtube.com/bazaarexample', external: true },
          { title: 'Instagram', url: 'https://www.instagram.com/bazaar.example', external: true },
        ],
      },
    ],
    blurbs: [
      {
        title: 'Track your order',
        text: 'Know where your order is at every step: Ordered, Packaged, Shipped and Delivered, right from My Orders.',
      },
      {
        title: 'Free & easy returns',
        text: 'Changed your mind? Most items can be returned within 10 days of delivery, and we pick them up from your door.',
      },
      {
        title: 'Online cancellations',
        text: 'Cancel an order online before it is shipped and the refund goes back to where you paid from.',
      },
    ],
    mailingAddress: [
      'Mail Us:',
      'Bazaar Internet Private Limited,',
      'Tower B, Lakeside Business Park,',
      'Outer Ring Road, Bellandur Village,',
      'Bengaluru, 560103,',
      'Karnataka, India',
    ],
    registeredAddress: [
      'Registered Office Address:',
      'Bazaar Internet Private Limited,',
      'No. 12, Vaishnavi Chambers, 80 Feet Road,',
      '3rd Block, Koramangala,',
      'Bengaluru, 560034,',
      'Karnataka, India',
      'CIN : U52399KA2007PTC043210',
      'Telephone: 1800 123 4567',
    ],
    bottomLinks: [
      { title: 'Sell On Bazaar', url: 'https://seller.bazaar.example/', external: true },
      { title: 'Become an Affiliate', url: 'https://affiliate.bazaar.example/', external: true },
      { title: 'Report Infringement', url: 'https://brandprotection.bazaar.example/', external: true },
    ],
    copyright: '© 2007-2017 Bazaar.com',
  };
}

/** The footer's SEO text block, site-wide. */
export function seoTextData(): SeoMetadata['seoText'] {
  return [
    {
      heading: 'Bazaar: The One-stop Shopping Destination',
      text: 'E-commerce is changing how India shops. Bazaar brings mobiles, televisions, cameras, fashion, appliances and books from thousands of sellers to your pincode, with prices in rupees, cash on delivery and free delivery on orders above ₹500.',
    },
    {
      heading: 'No Cost EMI and Secure Payments',
      text: 'Pay by credit or debit card, net banking, UPI, wallets or gift cards. Card details are never stored: saved cards are tokens, and every payment is protected by a one-time password.',
    },
    {
      heading: 'Easy Returns and Replacements',
      text: 'Most fashion items come with a 10-day return, and electronics with a 10-day replacement. A return request is followed up within 12 business days, and refunds go back to where you paid from.',
    },
  ];
}
