import type { CategoryTemplate } from './template.ts';
import { somePicks, specGroups } from './template.ts';

const openers = [
  'The',
  'A',
  'Monsoon',
  'Midnight',
  'Letters from',
  'Return to',
  'Secrets of',
  'The Last',
  'Ashes of',
  'Songs of',
];
const subjects = [
  'River',
  'Malabar',
  'Banaras',
  'the Deccan',
  'Bombay',
  'the Himalayas',
  'Garden',
  'Empire',
  'Mango Season',
  'Lighthouse',
  'Silk Road',
  'Kingdom',
  'Railway Children',
  'Storyteller',
];
const nonFiction = [
  'Objective General Knowledge',
  'Quantitative Aptitude for Competitive Examinations',
  'A Modern Approach to Verbal & Non-Verbal Reasoning',
  'The Habit Loop',
  'Think Like a Founder',
  'Atlas of India',
  'Indian Polity',
  'Wings of Ambition',
];

export const books: CategoryTemplate = {
  id: 'books',
  title: 'Books',
  groupTitle: 'Books & More',
  sid: 'bks',
  landingPath: null,
  idPrefix: 'BOK',
  shape: 'book',
  swatchAttributes: ['format', 'language'],
  discount: [0.05, 0.45],
  returnPolicy: { kind: 'REPLACEMENT', days: 10 },
  tags: ['books'],
  brands: [
    'Penguin Random House India',
    'HarperCollins India',
    'Rupa Publications',
    'Westland',
    'Bloomsbury India',
    'Pan Macmillan India',
    'Arihant Publications',
    'S. Chand Publishing',
  ],
  family(f, brand) {
    const genre =
      brand === 'Arihant Publications' || brand === 'S. Chand Publishing'
        ? 'Exam Preparation'
        : f.helpers.arrayElement(['Fiction', 'Literature', 'Self-Help', 'Business', 'Children', 'History']);
    const title =
      genre === 'Exam Preparation' || genre === 'Self-Help' || genre === 'Business'
        ? `${f.helpers.arrayElement(nonFiction)}${genre === 'Exam Preparation' ? ` ${f.number.int({ min: 2016, max: 2018 })}` : ''}`
        : `${f.helpers.arrayElement(openers)} ${f.helpers.arrayElement(subjects)}`;
    const author = `${f.person.firstName()} ${f.person.lastName()}`;
    return {
      brand,
      model: title,
      price: f.number.int({ min: 99, max: 799 }),
      facts: {
        genre,
        author,
        pages: String(f.number.int({ min: 120, max: 900 })),
        isbn: `978${f.string.numeric(10)}`,
        edition: `${f.number.int({ min: 2014, max: 2017 })}`,
      },
    };
  },
  axes: (f) => ({
    format: somePicks(f, ['Paperback', 'Hardcover'], 1, 2),
    language: somePicks(f, ['English', 'Hindi'], 1, 2),
  }),
  variantPrice: (fa, a) => fa.price + (a.format === 'Hardcover' ? 200 : 0),
  productTitle: (fa, a) => `${fa.model} (${a.language}, ${a.format}, ${fa.facts.author})`,
  specs: (fa, a) =>
    specGroups([
      [
        'Book Details',
        [
          ['Book', fa.model],
          ['Author', fa.facts.author],
          ['ISBN', fa.facts.isbn],
          ['Edition', fa.facts.edition],
          ['Binding', a.format],
          ['Publisher', fa.brand],
          ['Genre', fa.facts.genre],
          ['Language', a.language],
          ['Number of Pages', fa.facts.pages],
        ],
      ],
    ]),
  highlights: (fa, a) => [
    `Language: ${a.language}`,
    `Binding: ${a.format}`,
    `Publisher: ${fa.brand}`,
    `Genre: ${fa.facts.genre}`,
    `Pages: ${fa.facts.pages}`,
  ],
  authors: (fa) => [fa.facts.author ?? ''],
};
