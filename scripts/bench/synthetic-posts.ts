const TAGS = ['Hosting', 'SEO', 'WordPress', 'E-commerce', 'Web Design', 'Maintenance', 'Analytics', 'Tanzania', 'Small Business', 'Domain', 'SSL', 'Security', 'Marketing', 'Mobile Money', 'Performance', 'NGO', 'Startups', 'Content', 'Email', 'Backups'];
const TOWNS = ['Dar es Salaam', 'Arusha', 'Mwanza', 'Zanzibar', 'Dodoma', 'Mbeya', 'Tanga', 'Morogoro'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const LINKS = ['/services', '/website-design', '/seo-services', '/website-hosting-tanzania', '/website-packages', '/blog'];
const SENTENCES = [
  'Most customers in {town} first meet a business on a phone, over mobile data, often on a mid-range handset.',
  'A page that takes longer than three seconds to appear loses about half of those visitors before they read a word.',
  'Hosting close to East Africa, compressed images and a light theme do more for speed than any plugin.',
  'Prices here are in Tanzanian shillings and include the domain, the certificate and a year of support.',
  'Ask your developer who owns the domain, where the backups are kept and how quickly a broken page is fixed.',
  'Mobile money at checkout removes the step where most shoppers in {town} give up on an order.',
  'Search engines reward pages that answer one question clearly, in the words customers actually type.',
  'A WhatsApp button on every screen turns a curious visitor into a conversation within minutes.',
  'Keep the contact details identical on the website, the Google Business Profile and social pages.',
  'Measure enquiries, not visits: a small site that brings five calls a week is doing its job.',
  'Plan the content before the design, so every page has a purpose and a next step for the reader.',
  'Renew the domain and the hosting on the same day each year, and set a reminder a month before.',
];

/** A deterministic pseudo-random sequence, so every bench run builds the same posts. */
function sequence(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    // The high bits: a power-of-two LCG's low bits repeat with a short period.
    return (state >>> 16) % n;
  };
}

/**
 * One synthetic post shaped like the real ones: about 800 words in the
 * line-pattern format, with every line kind (`Step N:` and `N.` headings,
 * `…:` subheadings, bullets, a `Client testimony:` quote, paragraphs) and
 * about one line in nine carrying `**bold**` or a link.
 */
export function syntheticPost(n: number): { name: string; text: string } {
  const pick = sequence(n + 7);
  const tags = [...new Set([TAGS[pick(TAGS.length)]!, TAGS[pick(TAGS.length)]!, TAGS[pick(TAGS.length)]!])];
  const town = TOWNS[pick(TOWNS.length)]!;
  const year = 2019 + pick(7);
  const date = pick(2) === 0 ? `${MONTHS[pick(12)]} ${1 + pick(28)}, ${year}` : `${year}-${String(1 + pick(12)).padStart(2, '0')}-${String(1 + pick(28)).padStart(2, '0')}`;
  let lineCount = 0;
  /** Every sixth paragraph or bullet (about one line in nine of the post) gets inline Markdown: bold or a link, in turn. */
  const inline = (text: string) => {
    lineCount += 1;
    if (lineCount % 6 !== 0) return text;
    return lineCount % 12 === 0 ? `${text} See [what we offer](${LINKS[pick(LINKS.length)]}) for details.` : text.replace(/^(\S+ \S+ \S+)/, '**$1**');
  };
  const sentence = () => SENTENCES[pick(SENTENCES.length)]!.replace('{town}', town);
  const paragraph = () => inline(Array.from({ length: 3 }, sentence).join(' '));
  const bullet = () => inline(`- ${sentence()}`);
  const lines = [
    paragraph(),
    paragraph(),
    `${tags[0]} in ${town}: what matters:`,
    paragraph(),
    'Step 1: Decide what the site must do',
    paragraph(),
    bullet(),
    bullet(),
    bullet(),
    'Step 2: Compare offers in TSh',
    paragraph(),
    paragraph(),
    `Client testimony: "Orders doubled in three months after the new site went live." — Amina Juma, Shop ${n}, ${town}`,
    '3. Launch and measure',
    paragraph(),
    'What to check every month:',
    bullet(),
    bullet(),
    bullet(),
    bullet(),
    '4. Keep it fresh',
    paragraph(),
    paragraph(),
    'Costs to plan for:',
    paragraph(),
    paragraph(),
    paragraph(),
  ];
  const text = [
    '---',
    `id: ${1000 + n}`,
    `title: "${tags[0]} guide ${n}: growing a business in ${town}"`,
    `excerpt: "A practical guide number ${n} for ${town} businesses: ${tags.join(', ')} explained with real TSh costs."`,
    'image: /images/og-default.jpg',
    `date: ${date}`,
    'author: "{fullName}"',
    `tags: [${tags.join(', ')}]`,
    '---',
    ...lines,
    '',
  ].join('\n');
  return { name: `synthetic-guide-${n}.md`, text };
}
