const TAGS = ['Hosting', 'SEO', 'WordPress', 'E-commerce', 'Web Design', 'Maintenance', 'Analytics', 'Tanzania', 'Small Business', 'Domain', 'SSL', 'Security', 'Marketing', 'Mobile Money', 'Performance', 'NGO', 'Startups', 'Content', 'Email', 'Backups'];
const TOWNS = ['Dar es Salaam', 'Arusha', 'Mwanza', 'Zanzibar', 'Dodoma', 'Mbeya', 'Tanga', 'Morogoro'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A deterministic pseudo-random sequence, so every bench run builds the same posts. */
function sequence(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}

/** One synthetic post in the line-pattern format, about 600 words, using every line kind. */
export function syntheticPost(n: number): { name: string; text: string } {
  const pick = sequence(n + 7);
  const tags = [...new Set([TAGS[pick(TAGS.length)]!, TAGS[pick(TAGS.length)]!, TAGS[pick(TAGS.length)]!])];
  const town = TOWNS[pick(TOWNS.length)]!;
  const year = 2019 + pick(7);
  const date = pick(2) === 0 ? `${MONTHS[pick(12)]} ${1 + pick(28)}, ${year}` : `${year}-${String(1 + pick(12)).padStart(2, '0')}-${String(1 + pick(28)).padStart(2, '0')}`;
  const paragraph = (i: number) =>
    `Businesses in ${town} that invest in a fast, clear website see more enquiries. In part ${i} we look at **${tags[0]}** in practice, with costs in TSh, ` +
    `the mistakes we see most often, and what to ask your developer before you pay a deposit. See [our services](/services) for details.`;
  const lines = [
    `${tags[0]} in ${town}: what matters:`,
    paragraph(1),
    paragraph(2),
    'Step 1: Decide what the site must do',
    paragraph(3),
    '- A clear goal for every page',
    '- Fast hosting close to your customers',
    '- A WhatsApp button on every screen',
    'Step 2: Compare offers',
    paragraph(4),
    `Client testimony: "Orders doubled in three months." — Amina, Shop ${n}, ${town}`,
    '3. Launch and measure',
    paragraph(5),
    'What to check every month:',
    paragraph(6),
    paragraph(7),
    paragraph(8),
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
