import { appointmentWindows } from '../../../src/contracts/appointment-windows';

/**
 * The knowledge base's demo content: categories and ~40 articles for the staff of wholesale ISPs (ordering, faults,
 * appointments, billing, the API). Bodies are HTML as the provider's editors write it in ServiceNow: images point at
 * `sys_attachment.do?sys_id=…`, links to other articles at `kb_view.do?sysparm_article=KB…` (the portal maps both).
 */

export type CategoryKey =
  | 'ordering'
  | 'faults'
  | 'appointments'
  | 'billing'
  | 'api'
  | 'services'
  | 'network'
  | 'portal'
  | 'archive';

export const categorySeeds: { key: CategoryKey; label: string; icon: string; order: number }[] = [
  { key: 'ordering', label: 'Ordering', icon: 'shopping-cart', order: 90 },
  { key: 'faults', label: 'Faults and incidents', icon: 'tool', order: 80 },
  { key: 'appointments', label: 'Appointments and engineer visits', icon: 'calendar', order: 70 },
  { key: 'billing', label: 'Billing and invoices', icon: 'pound', order: 60 },
  { key: 'api', label: 'API and integration', icon: 'api', order: 50 },
  { key: 'services', label: 'Managing services', icon: 'setting', order: 40 },
  { key: 'network', label: 'Network and planned works', icon: 'cluster', order: 30 },
  { key: 'portal', label: 'Using the portal', icon: 'user', order: 20 },
  // No articles: the categories call leaves it out (articles_count 0).
  { key: 'archive', label: 'Archived guidance', icon: 'folder', order: 10 },
];

export type ImageKey = 'orderJourney' | 'faultFlow' | 'fibrePath' | 'slots';
export type FileKey = 'orderingGuide' | 'faultCodes' | 'priceList';

export interface ArticleSeed {
  /** The number after KB00 (KB0010001 is 10001). */
  n: number;
  category: Exclude<CategoryKey, 'archive'>;
  title: string;
  body: string;
  related?: number[];
  images?: ImageKey[];
  files?: FileKey[];
  /** Days after the seed epoch it was last updated. */
  updated: number;
}

export const referenceOf = (n: number) => `KB00${n}`;
/** A link to another article, as ServiceNow writes it. */
const kb = (n: number, text: string) => `<a href="kb_view.do?sysparm_article=${referenceOf(n)}">${text}</a>`;
/** An image attachment of this article, written as `{{image:key}}`; the seed puts the attachment's sys_id in. */
const img = (key: ImageKey, alt: string) => `<p><img src="{{image:${key}}}" alt="${alt}"></p>`;
const ext = (href: string, text: string) => `<a href="${href}" target="_blank">${text}</a>`;
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const ol = (...items: string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
const table = (head: string[], ...rows: string[][]) =>
  `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
const note = (text: string) => `<blockquote><p><strong>Note:</strong> ${text}</p></blockquote>`;
const h2 = (text: string) => `<h2>${text}</h2>`;
const h3 = (text: string) => `<h3>${text}</h3>`;
const p = (text: string) => `<p>${text}</p>`;

export const articleSeeds: ArticleSeed[] = [
  // Ordering
  {
    n: 10001,
    category: 'ordering',
    title: 'How to place an FTTP order',
    updated: 310,
    images: ['orderJourney'],
    files: ['orderingGuide'],
    related: [10002, 10003, 10021],
    body: [
      p('Use this guide to order a Fibre to the Premises (FTTP) service for an end customer. Allow five minutes.'),
      h2('Before you start'),
      ul(
        'The UPRN or the full postcode of the premises',
        'The product and bandwidth the customer bought',
        'A site contact who will be at the premises',
      ),
      h2('Steps'),
      ol(
        'Open <strong>Orders › Product Availability</strong> and search by postcode.',
        'Pick the address; the availability check shows the products the premises can take.',
        'Choose the product, then fill in the customer details and the site contact.',
        `Book the installation appointment (AM ${appointmentWindows.AM.start} or PM ${appointmentWindows.PM.start}).`,
        'Tick the confirmation box on the summary and press Submit.',
      ),
      img('orderJourney', 'The order journey: Placed, Acknowledged, Committed, Installed, Completed'),
      p(
        `The order then moves through the stages above. See ${kb(10002, 'Order statuses explained')} for what each one means.`,
      ),
      note('An existing order at the same address blocks a new one: "Existing order in progress".'),
    ].join(''),
  },
  {
    n: 10002,
    category: 'ordering',
    title: 'Order statuses explained',
    updated: 300,
    related: [10001, 10004],
    body: [
      p('Every order shows one status. This table lists them in the order an order normally passes through them.'),
      table(
        ['Status', 'What it means', 'What you can do'],
        ['Placed', 'We have received the order.', 'Cancel it.'],
        ['Acknowledged', 'The order passed validation.', 'Amend the requested date.'],
        ['Committed', 'An engineer visit is booked.', 'Move the appointment.'],
        ['Installed', 'The line is built and tested.', 'Nothing: completion follows.'],
        ['Completed', 'The service is live and billing starts.', 'Raise a fault if needed.'],
        ['Cancelled', 'The order was withdrawn.', 'Place a new order.'],
      ),
    ].join(''),
  },
  {
    n: 10003,
    category: 'ordering',
    title: 'Checking availability at an address',
    updated: 290,
    related: [10001],
    body: [
      p('Availability is checked per premises, by UPRN. A postcode search lists every premises at the postcode.'),
      h2('Results'),
      ul(
        '<strong>Available</strong>: the product can be ordered now.',
        '<strong>Planned</strong>: the premises is in a build area; a date is shown.',
        '<strong>Not available</strong>: no fibre is planned yet.',
      ),
      p(
        `Cannot find the address? Check it in ${ext('https://www.ordnancesurvey.co.uk/', 'the Ordnance Survey address base')} and send us the UPRN.`,
      ),
    ].join(''),
  },
  {
    n: 10004,
    category: 'ordering',
    title: 'Cancelling an order',
    updated: 280,
    related: [10002],
    body: [
      p('An order can be cancelled until it reaches Installed. Cancellation is free before Committed.'),
      ol('Open the order.', 'Press <strong>Cancel order</strong>.', 'Choose a reason and confirm.'),
      note('A cancellation after Committed may carry an aborted visit charge; see the price list.'),
    ].join(''),
  },
  {
    n: 10005,
    category: 'ordering',
    title: 'Ordering an Ethernet circuit',
    updated: 270,
    related: [10001, 10006],
    body: [
      p('Ethernet circuits are priced per site. Request a quote first, then order from it within 90 days.'),
      h2('Bandwidths'),
      table(['Bearer', 'Bandwidths'], ['1 Gbit/s', '100 Mbit/s to 1 Gbit/s'], ['10 Gbit/s', '1 Gbit/s to 10 Gbit/s']),
      p("Sites needing a permission to work (PTW) need the landlord's signed PTW document, as a PDF."),
    ].join(''),
  },
  {
    n: 10006,
    category: 'ordering',
    title: 'Permission to work (PTW) documents',
    updated: 260,
    related: [10005],
    body: [
      p("Some sites need the landlord's permission before our engineers may work there."),
      ul(
        'Upload up to 4 PDFs of 2 MB each per upload.',
        'Documents cannot be deleted once uploaded.',
        'A file name can only be used once per order.',
      ),
    ].join(''),
  },
  // Faults
  {
    n: 10007,
    category: 'faults',
    title: 'Raising a fault on an FTTP service',
    updated: 320,
    images: ['faultFlow'],
    files: ['faultCodes'],
    related: [10008, 10009, 10013],
    body: [
      p('Raise a fault when an end customer has lost service or has a degraded service.'),
      h2('Before raising'),
      ol(
        'Ask the customer to power-cycle the router and the ONT.',
        'Run the line test from the raise funnel.',
        'Check for an outage on the service status page.',
      ),
      img('faultFlow', 'Fault handling: report, diagnose, appoint, fix'),
      h2('Severity'),
      table(
        ['Severity', 'Meaning', 'Target to fix'],
        ['Service Outage', 'No service at all', '1 working day'],
        ['Degraded', 'Slow or intermittent', '3 working days'],
      ),
      p(`Line test results are explained in ${kb(10008, 'Line test results and what to do')}.`),
    ].join(''),
  },
  {
    n: 10008,
    category: 'faults',
    title: 'Line test results and what to do',
    updated: 315,
    related: [10007],
    body: [
      table(
        ['Result', 'Meaning', 'Next step'],
        ['Line Ok', 'The line and ONT answer normally.', "Check the customer's router and Wi-Fi."],
        ['Dying Gasp', 'The ONT lost power.', "Ask the customer to check the ONT's power supply."],
        ['Line Down', 'No light reaches the ONT.', 'Raise a fault and book an engineer.'],
        ['Unable to run test', 'The test could not complete.', 'Retry once, then raise a fault.'],
      ),
    ].join(''),
  },
  {
    n: 10009,
    category: 'faults',
    title: 'Tracking an open incident',
    updated: 240,
    related: [10007, 10010],
    body: p(
      'Open <strong>Support › Incidents</strong>. The list is sorted by last update; each incident shows its status, notes from our engineers and any appointment.',
    ),
  },
  {
    n: 10010,
    category: 'faults',
    title: 'Adding notes and attachments to an incident',
    updated: 230,
    related: [10009],
    body: [
      p('Notes reach our fault desk at once. Attach photos of the ONT lights or the router status page.'),
      ul('Up to 10 files of 8 MB each.', 'Images, PDFs, Office documents and text files.'),
    ].join(''),
  },
  {
    n: 10011,
    category: 'faults',
    title: 'Multiple service outages (MSO)',
    updated: 220,
    related: [10007, 10031],
    body: p(
      'When many services fail at once we raise one MSO incident for them. Your services affected by it show the MSO link; no engineer visit is needed for each.',
    ),
  },
  {
    n: 10012,
    category: 'faults',
    title: 'Escalating an incident',
    updated: 210,
    related: [10009],
    body: [
      p('Escalate when a target fix time has passed.'),
      ol(
        'Add a note asking for escalation with the business impact.',
        'If no answer within 4 working hours, call the fault desk on 0800 000 0000.',
      ),
    ].join(''),
  },
  {
    n: 10013,
    category: 'faults',
    title: 'Fault codes reference',
    updated: 200,
    files: ['faultCodes'],
    related: [10007],
    body: p(
      'The attached CSV lists the fault and clear codes our engineers use, with what each means for your customer.',
    ),
  },
  // Appointments
  {
    n: 10014,
    category: 'appointments',
    title: 'Booking an engineer appointment',
    updated: 305,
    images: ['slots'],
    related: [10015, 10016],
    body: [
      p(
        `Appointments are offered as AM (${appointmentWindows.AM.start}–${appointmentWindows.AM.end}) and PM (${appointmentWindows.PM.start}–${appointmentWindows.PM.end}) slots. Ten slots show at a time; ask for more to see later dates.`,
      ),
      img('slots', 'Ten AM and PM slots over five days, one booked'),
      note('A slot you pick is held for you while you finish; another user cannot take it.'),
    ].join(''),
  },
  {
    n: 10015,
    category: 'appointments',
    title: 'Moving or cancelling an appointment',
    updated: 250,
    related: [10014],
    body: p(
      'Open the order or incident and press <strong>Amend appointment</strong>. Moves within 24 hours of the slot may not be possible.',
    ),
  },
  {
    n: 10016,
    category: 'appointments',
    title: 'What happens on the day of an installation',
    updated: 245,
    images: ['fibrePath'],
    related: [10014],
    body: [
      p('The engineer brings the fibre from the street to the premises and fits the ONT.'),
      img('fibrePath', 'Fibre from the exchange to the ONT at the premises'),
      ol(
        'The engineer calls the site contact 30 minutes before arrival.',
        'Installation takes 2 to 4 hours.',
        'The engineer tests the line and the status becomes Installed.',
      ),
    ].join(''),
  },
  {
    n: 10017,
    category: 'appointments',
    title: 'Missed appointments and aborted visits',
    updated: 235,
    related: [10015, 10019],
    body: table(
      ['Who missed it', 'Charge'],
      ['Our engineer', 'None; we rebook and credit you'],
      ['Customer not in', 'Aborted visit charge'],
    ),
  },
  {
    n: 10018,
    category: 'appointments',
    title: 'Vulnerable customers and appointments',
    updated: 225,
    body: p(
      'Mark a customer as vulnerable in the site contact and say what support is needed (up to 255 characters). Engineers see it before the visit.',
    ),
  },
  // Billing
  {
    n: 10019,
    category: 'billing',
    title: 'Understanding your monthly invoice',
    updated: 295,
    files: ['priceList'],
    related: [10020, 10022],
    body: [
      p(
        "Invoices are issued on the first working day of the month for the month ahead, plus last month's one-off charges.",
      ),
      table(
        ['Line', 'Charged'],
        ['Rental', 'Monthly in advance'],
        ['Connection', 'Once, on completion'],
        ['Aborted visit', 'Once, the month after'],
      ),
    ].join(''),
  },
  {
    n: 10020,
    category: 'billing',
    title: 'Disputing a charge',
    updated: 190,
    related: [10019],
    body: ol(
      'Raise a billing query within 60 days of the invoice date.',
      'Name the invoice, the service and the charge.',
      'We answer within 10 working days.',
    ),
  },
  {
    n: 10021,
    category: 'billing',
    title: 'When billing starts for a new service',
    updated: 185,
    related: [10001, 10019],
    body: p(
      'Rental starts on the day the order reaches Completed. Connection charges are billed once, on the next invoice.',
    ),
  },
  {
    n: 10022,
    category: 'billing',
    title: 'Credits for missed targets (service level guarantees)',
    updated: 180,
    body: table(
      ['Missed target', 'Credit'],
      ['Installation date', '£10 per working day late'],
      ['Fault fix time', '£5 per working day late'],
    ),
  },
  {
    n: 10023,
    category: 'billing',
    title: 'Payment methods and terms',
    updated: 175,
    body: p(
      'Invoices are due within 30 days. Pay by BACS to the account shown on the invoice, quoting the invoice number.',
    ),
  },
  // API
  {
    n: 10024,
    category: 'api',
    title: 'Getting started with the wholesale API',
    updated: 330,
    related: [10025, 10026],
    body: [
      p('The API offers every portal action to your own systems. Requests carry an OAuth 2 bearer token.'),
      h2('Steps'),
      ol(
        'Ask your Admin to give you the Developer role.',
        'Register an application under Developer Tools.',
        'Call the sandbox first, then production.',
      ),
      h3('Example'),
      '<pre><code>curl -H "Authorization: Bearer $TOKEN" https://api.example/v2/services?limit=10</code></pre>',
      p(`Read the ${ext('https://oauth.net/2/', 'OAuth 2 overview')} if tokens are new to you.`),
    ].join(''),
  },
  {
    n: 10025,
    category: 'api',
    title: 'API list queries: paging, sorting and filters',
    updated: 325,
    related: [10024],
    body: [
      table(
        ['Parameter', 'Example', 'Meaning'],
        ['page', 'page=2', 'The page, from 1'],
        ['limit', 'limit=10', 'Items per page'],
        ['sort', 'sort=-created_at', 'Minus for descending'],
        ['filters', 'filters={"field":"status","operator":"eq","value":"Live"}', 'JSON filters'],
      ),
      p('Lists answer <code>{ current_page, from, to, per_page, total, data }</code>.'),
    ].join(''),
  },
  {
    n: 10026,
    category: 'api',
    title: 'API error codes',
    updated: 320,
    related: [10025],
    body: table(
      ['Status', 'Code', 'Meaning'],
      ['400', 'validation_failed', 'Field errors are in <code>fields</code>'],
      ['401', 'unauthorized', 'Token missing or expired'],
      ['403', 'forbidden', 'Your role does not allow it'],
      ['404', 'not_found', 'No such record for your organisation'],
      ['409', 'conflict', 'Already done or taken'],
    ),
  },
  {
    n: 10027,
    category: 'api',
    title: 'Order notifications by webhook',
    updated: 160,
    related: [10024],
    body: p(
      'Register an HTTPS endpoint to receive order and incident updates. We retry a failed delivery for 24 hours.',
    ),
  },
  {
    n: 10028,
    category: 'api',
    title: 'Idempotent order placement',
    updated: 155,
    related: [10024],
    body: p(
      'Send an <code>Idempotency-Key</code> header when placing an order. A retry with the same key answers the first order instead of placing another.',
    ),
  },
  // Services
  {
    n: 10029,
    category: 'services',
    title: 'Finding a service and reading its details',
    updated: 285,
    related: [10030],
    body: p(
      'Search <strong>Support › Services</strong> by service reference, address or postcode. A service shows its history, cases, appointments and contacts.',
    ),
  },
  {
    n: 10030,
    category: 'services',
    title: 'Ceasing a service',
    updated: 275,
    related: [10029, 10032],
    body: [
      p('A cease ends the service on the date you choose, at least 10 working days ahead.'),
      note('A cease cannot be undone after the cease date; you would need a new order.'),
    ].join(''),
  },
  {
    n: 10031,
    category: 'services',
    title: 'Changing a line profile',
    updated: 265,
    body: p(
      'Line profile changes (for example from 500 Mbit/s to 900 Mbit/s) take effect within 30 minutes and need no visit.',
    ),
  },
  {
    n: 10032,
    category: 'services',
    title: 'Switching customers between providers',
    updated: 255,
    related: [10030],
    body: p(
      'When a customer moves to another provider the service appears in your Losing list with the switch date. Gaining services appear in the Gaining list.',
    ),
  },
  {
    n: 10033,
    category: 'services',
    title: 'Updating site contacts',
    updated: 150,
    body: ul('Name: required.', 'E-mail: a valid address.', 'Telephone: at least 9 characters.'),
  },
  // Network
  {
    n: 10034,
    category: 'network',
    title: 'Planned works notices',
    updated: 145,
    body: p(
      "We announce planned works 10 working days ahead by e-mail. Subscribe under your profile's notification settings.",
    ),
  },
  {
    n: 10035,
    category: 'network',
    title: 'Reading the network status page',
    updated: 140,
    related: [10011],
    body: p(
      'The status page shows open outages by area, with the number of services affected and the next update time.',
    ),
  },
  {
    n: 10036,
    category: 'network',
    title: 'Our fibre network explained',
    updated: 135,
    images: ['fibrePath'],
    body: [
      p(
        'We build full fibre (FTTP): glass fibre from our exchange to an optical network terminal (ONT) in the premises.',
      ),
      img('fibrePath', 'Exchange to ONT'),
    ].join(''),
  },
  // Portal
  {
    n: 10037,
    category: 'portal',
    title: 'Roles and what they allow',
    updated: 130,
    related: [10038],
    body: table(
      ['Role', 'Allows'],
      ['Admin', 'Users and invitations'],
      ['Ordering', 'Orders'],
      ['Support', 'Incidents and services'],
      ['Billing', 'Invoices'],
      ['Export', 'Exports'],
      ['Developer', 'Developer tools'],
    ),
  },
  {
    n: 10038,
    category: 'portal',
    title: 'Inviting a colleague',
    updated: 125,
    related: [10037],
    body: ol(
      'Open <strong>User Management</strong>.',
      'Press Invite and enter the e-mail address.',
      'Choose the roles; the colleague gets an e-mail.',
    ),
  },
  {
    n: 10039,
    category: 'portal',
    title: 'Exporting lists to CSV',
    updated: 120,
    body: p('Every list has Export. The file holds the list with your filters and sort; dates are dd/MM/yyyy.'),
  },
  {
    n: 10040,
    category: 'portal',
    title: 'Dates and times in the portal',
    updated: 115,
    body: p('Dates show as dd/MM/yyyy and times in UK time (GMT or BST) whatever your computer is set to.'),
  },
];
