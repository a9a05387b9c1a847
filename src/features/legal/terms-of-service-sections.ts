/** The portal's terms of service, kept as data so the page stays a thin renderer. */
export interface TermsSection {
  heading: string;
  paragraphs: string[];
}

export const termsLastUpdated = '01/04/2025';

export const termsSections: TermsSection[] = [
  {
    heading: '1. About these terms',
    paragraphs: [
      'These terms govern your use of the wholesale customer portal (the "Portal") that we provide to communications providers who buy fibre services from us under a wholesale services agreement (the "Agreement").',
      'They apply in addition to the Agreement. If these terms and the Agreement conflict, the Agreement takes precedence.',
    ],
  },
  {
    heading: '2. Who may use the Portal',
    paragraphs: [
      'The Portal may be used only by employees and contractors of our customers who have been invited by their organisation’s administrator and who need access for the purposes of the Agreement.',
      'Your administrator decides which roles you hold (for example Ordering, Support or Billing) and is responsible for removing your access when you no longer need it.',
    ],
  },
  {
    heading: '3. Your account',
    paragraphs: [
      'Your sign-in details are personal to you. Do not share them, and tell your administrator straight away if you believe someone else has used your account.',
      'Actions taken in the Portal under your account, including placing orders, raising incidents and booking appointments, are treated as actions of your organisation.',
    ],
  },
  {
    heading: '4. Orders, incidents and appointments',
    paragraphs: [
      'Orders placed through the Portal are orders under the Agreement and are subject to its charges, lead times and cancellation terms.',
      'Please make sure the information you give, such as addresses, contact details and fault descriptions, is accurate. Engineer visits arranged on incorrect information may incur charges.',
    ],
  },
  {
    heading: '5. End customer information',
    paragraphs: [
      'You may need to enter personal data about your end customers, such as a name, telephone number or vulnerability details. Enter only what is needed to deliver or repair the service, and only where you have a lawful basis to share it with us.',
      'We process that data as described in our privacy statement and in the data protection terms of the Agreement.',
    ],
  },
  {
    heading: '6. Acceptable use',
    paragraphs: [
      'You must not attempt to access data belonging to other customers, interfere with the operation or security of the Portal, or use automated tools against it other than the published APIs and credentials issued to you.',
      'We may suspend access that puts the Portal, our network or other customers at risk, and will tell your administrator when we do so.',
    ],
  },
  {
    heading: '7. Availability and changes',
    paragraphs: [
      'We aim to keep the Portal available at all times but may need to take it offline for maintenance, which we will announce in advance where we can.',
      'We may update these terms from time to time. When we make a material change we will ask you to accept the new terms the next time you sign in.',
    ],
  },
  {
    heading: '8. Contact',
    paragraphs: [
      'Questions about these terms can be raised with your account manager or through the Help & Support area of the Portal.',
    ],
  },
];
