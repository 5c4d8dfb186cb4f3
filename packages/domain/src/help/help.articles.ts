import { z } from '../zod';

/** Help article kinds (platform spec: Article): a page, a video, or a group of others. */
export const ARTICLE_TYPES = ['ARTICLE', 'YOUTUBE', 'COLLECTION'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];

/** What user/load lists of each article: enough for a card; an ARTICLE's text is its page's. */
export const articleSchema = z.object({
  id: z.string(),
  type: z.enum(ARTICLE_TYPES),
  title: z.string(),
  summary: z.string(),
  tags: z.array(z.string()),
  /** ARTICLE: the server's own page for it. YOUTUBE: the video's embed address. COLLECTION: none. */
  url: z.string().nullable(),
  /** COLLECTION: the ids of the articles it gathers. */
  articles: z.array(z.string()),
});
export type Article = z.infer<typeof articleSchema>;

/** The help page path of an ARTICLE (served by the server, outside the API). */
export const articlePath = (id: string) => `/help/articles/${id}`;

interface SeededArticle {
  id: string;
  type: ArticleType;
  title: string;
  summary: string;
  tags: string[];
  /** ARTICLE: its paragraphs. */
  body?: string[];
  /** YOUTUBE: the video id. */
  video?: string;
  /** COLLECTION: the ids it gathers. */
  articles?: string[];
}

/**
 * The help the server ships with (no outside help centre to reach): each screen's panel shows the
 * articles tagged with its name. A YOUTUBE entry names a video of the team's own channel; none is
 * published yet, so none is listed.
 */
export const HELP_ARTICLES: readonly SeededArticle[] = [
  {
    id: 'timeline-basics',
    type: 'ARTICLE',
    title: 'The Activity Timeline',
    summary: 'Everything about a client, appointment or staff member in one place, newest first.',
    tags: ['timeline', 'clients', 'appointments'],
    body: [
      'The Activity Timeline collates all of a record’s data: notes, files, emails and texts, activity logs, appointments, reports, quotations, invoices and drawings.',
      'Use the tiles on the left to show one kind of entry, the search box to find words in any entry, and the date range to look at a period. Pin a note or file to keep it at the top.',
      'Entries that belong to another record (a note on one of the client’s appointments, say) show with a link to it and are read-only here. Tick Show Collated Entries to include them.',
    ],
  },
  {
    id: 'timeline-notes-files',
    type: 'ARTICLE',
    title: 'Adding notes and files to a timeline',
    summary: 'Write a note, attach photos and documents, and pin what matters.',
    tags: ['timeline', 'files'],
    body: [
      'Type in the Add Note box and press Add Note. Hidden notes are visible to staff only, never to the client.',
      'Attach files from your device or choose them from the company’s files. Photos can be annotated: open the photo and press Edit.',
    ],
  },
  {
    id: 'scheduler-booking',
    type: 'ARTICLE',
    title: 'Booking an appointment',
    summary: 'Pick a time on the calendar, add the client and staff, and set reminders.',
    tags: ['scheduler', 'appointments'],
    body: [
      'Click or drag over a free time on the calendar to start a new appointment, or use New Appointment. Add the client, the staff attending and the appointment types.',
      'Check Availability shows who is free and suggests the nearest free times within business hours.',
      'Automatic reminders go to the client and the staff by SMS or email at the times you choose; a client can turn them off with the link in each email.',
    ],
  },
  {
    id: 'scheduler-recurring',
    type: 'ARTICLE',
    title: 'Recurring appointments',
    summary: 'Repeat a job weekly, monthly or on your own rule, and change one or all of them.',
    tags: ['scheduler', 'appointments'],
    body: [
      'Turn on Repeat in the appointment form and choose how often. Changing one appointment of a series asks whether to change only it or the ones after it too.',
      'A rule the form cannot show (written elsewhere) is kept as a Custom rule until you replace it.',
    ],
  },
  {
    id: 'clients-import',
    type: 'ARTICLE',
    title: 'Importing clients from a spreadsheet',
    summary: 'Bring your client list across from a CSV file.',
    tags: ['clients', 'import'],
    body: [
      'Go to Settings, Client CSV Import, and upload your file. Match each column to a client field, check the preview, and import.',
      'Rows with problems are listed with the reason, and nothing is imported from them.',
    ],
  },
  {
    id: 'invoices-getting-paid',
    type: 'ARTICLE',
    title: 'Getting paid',
    summary: 'Send invoices with a Pay Now link, record payments, and chase overdue ones.',
    tags: ['invoicing', 'payments', 'quotations'],
    body: [
      'Send an invoice by email: the client gets the PDF and a link to pay by card in Client Connect.',
      'Record a cash, cheque or bank transfer payment on the invoice. Overdue payment reminders go out automatically when turned on in Settings.',
    ],
  },
  {
    id: 'reports-on-site',
    type: 'ARTICLE',
    title: 'Filling a report on site',
    summary: 'Answer a report on your phone, add photos and a signature, then publish.',
    tags: ['reports', 'forms'],
    body: [
      'Start a report from the appointment. Your answers are kept on the phone as you type, so a lost connection loses nothing; Save sends them.',
      'Publish makes the PDF and, if you choose, emails it to the client.',
    ],
  },
  {
    id: 'getting-started',
    type: 'COLLECTION',
    title: 'Getting started',
    summary: 'The first things to set up and try.',
    tags: ['home', 'scheduler', 'clients'],
    articles: ['scheduler-booking', 'clients-import', 'timeline-basics', 'invoices-getting-paid'],
  },
];

/** An article as user/load lists it. */
export function listedArticle(article: SeededArticle): Article {
  return {
    id: article.id,
    type: article.type,
    title: article.title,
    summary: article.summary,
    tags: article.tags,
    url:
      article.type === 'ARTICLE'
        ? articlePath(article.id)
        : article.type === 'YOUTUBE' && article.video
          ? `https://www.youtube-nocookie.com/embed/${article.video}`
          : null,
    articles: article.articles ?? [],
  };
}

export const findArticle = (id: string) => HELP_ARTICLES.find((article) => article.id === id);

/** The articles of these tags (any of them), or every one; a search narrows by title and summary. */
export function articlesFor(articles: readonly Article[], tags: readonly string[], search = ''): Article[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return articles.filter(
    (article) =>
      (tags.length === 0 || article.tags.some((tag) => tags.includes(tag))) &&
      words.every((word) =>
        `${article.title} ${article.summary} ${article.tags.join(' ')}`.toLowerCase().includes(word),
      ),
  );
}
