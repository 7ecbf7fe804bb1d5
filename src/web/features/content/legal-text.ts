// The fixed text of the shared legal page (/terms and /privacy), including 'Minors under 18
// should not submit personal information'. Kept as data, not JSX:
// the page renders it, the browser test checks the headings against it (ADR 053).

/** A run of text, or a link inside a paragraph. */
export type Inline = string | { text: string; href: string };

export interface LegalSection {
  /** The in-page anchor (`/privacy#children`). */
  id: string;
  /** No heading: the introduction above the first titled section. */
  heading?: string;
  paragraphs: readonly (string | readonly Inline[])[];
  /** A bulleted list after the paragraphs. */
  list?: readonly (string | readonly Inline[])[];
  /** Paragraphs after the list. */
  closing?: readonly (string | readonly Inline[])[];
  /** Show the mailing address block of site-content.json under this section. */
  mailingAddress?: boolean;
}

/** What the legal texts may point to besides the contact page. */
export interface LegalContacts {
  /** The operator has a postal address in site-content.json: the texts may say 'by post'. */
  postal: boolean;
}

export interface LegalDocument {
  kind: 'terms' | 'privacy';
  title: string;
  /** The date printed under the heading. */
  updated: string;
  summary: string;
  sections: readonly LegalSection[];
}

export const LEGAL_UPDATED = 'November 23, 2026';
export const PRIVACY_EMAIL = 'privacy@buildwright.example';

/** The Privacy Policy's sections, in this order, after an untitled introduction. */
export const PRIVACY_HEADINGS = [
  'Children',
  'Your Information',
  'Information From Your Internet Connection',
  'About Cookies',
  'IP Addresses',
  'E-mail Information',
  'Protection',
  'Policy Changes',
  'Contact',
] as const;

const contactPage: Inline = { text: 'contact page', href: '/contact' };
const privacyMail: Inline = { text: PRIVACY_EMAIL, href: `mailto:${PRIVACY_EMAIL}` };

export function privacyPolicy(brand: string, { postal }: LegalContacts): LegalDocument {
  return {
    kind: 'privacy',
    title: 'Privacy Policy',
    updated: LEGAL_UPDATED,
    summary: `What ${brand} collects, why, and what you can do about it.`,
    sections: [
      {
        id: 'introduction',
        paragraphs: [
          `This Privacy Policy explains what information ${brand} ("we", "us") collects when you use our website — the AR-15 parts list planner, the price comparison, the blog, the newsletter and the contact form — how we use that information and the choices you have.`,
          'We do not sell, rent or trade your personal information. By using the site you agree to the practices described here.',
        ],
      },
      {
        id: 'children',
        heading: 'Children',
        paragraphs: [
          `${brand} is intended for adults. Minors under 18 should not submit personal information to us: if you are under 18, please do not create an account, subscribe to the newsletter or send us a contact message.`,
          'If we learn that we have received personal information from someone under 18, we delete it. A parent or guardian who believes their child has given us information can ask us to delete it using the contact details at the end of this policy.',
        ],
      },
      {
        id: 'your-information',
        heading: 'Your Information',
        paragraphs: ['We collect only what you give us and what the site needs to work:'],
        list: [
          'Account: your username, e-mail address and password (stored only as a salted hash, never in readable form), whether you accepted our terms, and the profile details you choose to add (full name, date of birth, phone number).',
          'Google sign-in: when you continue with Google, Google tells us your e-mail address, name and account identifier. We never see your Google password.',
          'Saved builds and parts: the builds, parts lists and saved parts you keep in your account.',
          'Newsletter: your e-mail address and first and last name, when you subscribe.',
          'Contact messages: the name, e-mail address and message you send us.',
        ],
        closing: [
          'We use this information to run your account, keep your builds, answer your messages, send the newsletter you asked for and keep the site secure. We share it only with the service providers that run the site for us (hosting and e-mail delivery), under confidentiality obligations, or when the law requires us to.',
        ],
      },
      {
        id: 'internet-connection',
        heading: 'Information From Your Internet Connection',
        paragraphs: [
          'Like every website, ours receives standard information from your browser with each request: your IP address, browser type and version, operating system, the page you came from, the pages you request and the date and time. Our servers log this to keep the site running, to find faults and to protect it against abuse, and we keep these logs only for a limited time.',
          'When you follow a link to a merchant or a partner, you leave our site and the other site’s privacy policy applies.',
        ],
      },
      {
        id: 'cookies',
        heading: 'About Cookies',
        paragraphs: [
          'We do not use advertising or tracking cookies. To keep you signed in, the site stores a sign-in token, your basic account details and the time of your last activity in your browser’s local storage; the session ends after 12 hours, or after 10 minutes without activity. The build you are planning may also be kept there until you save it.',
          'Google sets its own cookies while you sign in with Google. The promo video on our home page is loaded from YouTube’s privacy-enhanced mode only when you press play, and YouTube may then store information in your browser. You can clear cookies and local storage in your browser’s settings at any time; doing so signs you out.',
        ],
      },
      {
        id: 'ip-addresses',
        heading: 'IP Addresses',
        paragraphs: [
          'We use IP addresses to diagnose problems with our servers, to limit repeated requests such as repeated failed sign-in attempts, and to protect the site and its users. We do not use your IP address to build a profile of you or for marketing.',
        ],
      },
      {
        id: 'e-mail',
        heading: 'E-mail Information',
        paragraphs: [
          'When you send a contact message, we store it in our database and e-mail it to our staff so that someone can answer. We use your e-mail address to reply and for nothing else.',
          'When you subscribe to the newsletter, we use your name and e-mail address to send it; every issue tells you how to unsubscribe. We never share your e-mail address with merchants or advertisers, and we will never ask for your password by e-mail.',
        ],
      },
      {
        id: 'protection',
        heading: 'Protection',
        paragraphs: [
          'We protect your information with reasonable technical and organisational measures: the site is served over HTTPS, passwords are stored only as salted hashes, sign-in tokens expire, and only the staff who need it can reach the database.',
          'No method of sending or storing data over the internet is completely secure, so we cannot guarantee absolute security. Please keep your password to yourself and sign out on shared computers.',
        ],
      },
      {
        id: 'policy-changes',
        heading: 'Policy Changes',
        paragraphs: [
          'We may update this policy as the site grows. The new version will appear on this page with a new "Last updated" date, and when a change is significant we will tell account holders by e-mail or with a notice on the site. Using the site after a change means you accept the updated policy.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        paragraphs: [
          [
            'Questions about this policy or about your information — including requests to see, correct or delete it — can be sent through our ',
            contactPage,
            ', by e-mail to ',
            privacyMail,
            postal ? ', or by post to the address below.' : '.',
            ' You can also delete your account yourself in your account settings.',
          ],
        ],
        mailingAddress: postal,
      },
    ],
  };
}

export function termsOfUse(brand: string, { postal }: LegalContacts): LegalDocument {
  return {
    kind: 'terms',
    title: 'Terms of Use',
    updated: LEGAL_UPDATED,
    summary: `The rules for using ${brand}: please read them before you create an account.`,
    sections: [
      {
        id: 'agreement',
        paragraphs: [
          `These Terms of Use govern your use of the ${brand} website and its services. By using the site or creating an account you agree to them and to our Privacy Policy. If you do not agree, please do not use the site.`,
        ],
      },
      {
        id: 'what-we-are',
        heading: `What ${brand} Is`,
        paragraphs: [
          `${brand} helps you plan AR-15 builds, compare merchant prices for parts and ammunition, and save and share parts lists. We are not a seller or a dealer: we do not sell, ship or transfer firearms, parts, accessories or ammunition.`,
          'Any purchase you make is between you and the merchant, on the merchant’s terms, including its age, identity, shipping and return rules.',
        ],
      },
      {
        id: 'prices',
        heading: 'Prices and Product Information',
        paragraphs: [
          'Prices, stock and shipping details come from merchants and product feeds. They change often and may be out of date or wrong by the time you see them. Always check the price and details on the merchant’s site before you buy.',
          'Build totals, overlapping-part warnings and compatibility hints are guidance to help you plan, not a guarantee that parts fit or work together. When in doubt, ask a qualified gunsmith.',
        ],
      },
      {
        id: 'lawful-use',
        heading: 'Following the Law',
        paragraphs: [
          'You are responsible for complying with all federal, state and local laws and regulations that apply to you, including those on buying, owning, transporting and assembling firearms, parts, accessories and ammunition. Some products are restricted or prohibited in some places.',
          'Nothing on the site is legal advice. You must be at least 18 years old to create an account; minors under 18 should not submit personal information.',
        ],
      },
      {
        id: 'accounts',
        heading: 'Accounts',
        paragraphs: ['If you create an account:'],
        list: [
          'give accurate information and keep it up to date;',
          'keep your password to yourself — you are responsible for what happens under your account;',
          'use one account per person, and do not create accounts by automated means;',
          'tell us through the contact page if you think someone else has used your account.',
        ],
        closing: [
          'You can delete your account at any time in your account settings. We may suspend or close an account that breaks these terms or puts the site or other users at risk.',
        ],
      },
      {
        id: 'content',
        heading: 'Your Content',
        paragraphs: [
          'You keep ownership of the builds, lists and messages you submit. You allow us to store, copy and display them as needed to run the site, for example to show a build you choose to share.',
          'Do not submit anything unlawful, infringing, threatening, harassing or misleading, nor spam or malicious code. We may remove content that breaks these terms.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Acceptable Use',
        paragraphs: [
          'Do not try to get around the site’s security or rate limits, reach data that is not yours, interfere with the site’s operation, or copy the site or its catalogue by automated means at a rate that burdens it.',
        ],
      },
      {
        id: 'our-content',
        heading: 'Our Content',
        paragraphs: [
          `The site’s design, text, graphics and logo belong to ${brand} or its licensors. Product names, brands and trademarks belong to their owners and are used only to identify products.`,
        ],
      },
      {
        id: 'links',
        heading: 'Links and Partner Offers',
        paragraphs: [
          'The site links to merchants and partners, such as the AceXR virtual shooting range experience. We may earn a commission when you buy through some of these links; it does not change your price. We are not responsible for other sites, their content or their products.',
        ],
      },
      {
        id: 'liability',
        heading: 'Disclaimer and Limitation of Liability',
        paragraphs: [
          'The site is provided "as is" and "as available", without warranties of any kind, to the fullest extent the law allows. We do not promise that it will be uninterrupted, error-free or that its information is complete or current.',
          `To the fullest extent the law allows, ${brand} and its team are not liable for any indirect, incidental or consequential loss, or for any loss arising from products you buy from merchants or from how you use them. Nothing in these terms limits liability that cannot be limited by law.`,
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to These Terms',
        paragraphs: [
          'We may change these terms. The new version will appear on this page with a new "Last updated" date; using the site after a change means you accept it.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        paragraphs: [['Questions about these terms? Write to us through our ', contactPage, '.']],
        mailingAddress: postal,
      },
    ],
  };
}
