import { createHash } from 'node:crypto';
import { count } from 'drizzle-orm';
import { appointmentWindows } from '../../../src/contracts/appointment-windows';
import type { Db } from '../../db/client';
import { knowledgeArticles, knowledgeAttachments, knowledgeCategories } from '../../db/schema';
import { forgetArticlePages } from '../../domain/knowledge/article-pages';
import { afterStart, seedStartOf } from '../ids';
import { seedNow } from '../incidents/seed-clock';
import { articleSeeds, categorySeeds, type FileKey, type ImageKey, referenceOf } from './content';
import { csv, faultFlowPng, fibrePathPng, orderJourneyPng, pdf, slotsPng } from './files';
import { hostileArticle, hostileReference } from './hostile';

/** A ServiceNow-like sys_id (32 hex digits), stable for a key. */
const knowledgeSysId = (key: string) => createHash('md5').update(`knowledge:${key}`).digest('hex');

interface SeedFile {
  name: string;
  type: string;
  content: Buffer;
  width?: number;
  height?: number;
}

const images: Record<ImageKey, SeedFile> = {
  orderJourney: { name: 'order-journey.png', type: 'image/png', content: orderJourneyPng, width: 320, height: 80 },
  faultFlow: { name: 'fault-flow.png', type: 'image/png', content: faultFlowPng, width: 240, height: 120 },
  fibrePath: { name: 'fibre-path.png', type: 'image/png', content: fibrePathPng, width: 300, height: 60 },
  slots: { name: 'appointment-slots.png', type: 'image/png', content: slotsPng, width: 260, height: 90 },
};

const files: Record<FileKey, SeedFile> = {
  orderingGuide: {
    name: 'fttp-ordering-guide.pdf',
    type: 'application/pdf',
    content: pdf([
      'FTTP ordering guide',
      '1. Check availability by postcode or UPRN.',
      '2. Choose the product and bandwidth.',
      '3. Enter customer details and the site contact.',
      `4. Book the installation appointment (AM ${appointmentWindows.AM.start} or PM ${appointmentWindows.PM.start}).`,
      '5. Confirm and submit.',
    ]),
  },
  faultCodes: {
    name: 'fault-codes.csv',
    type: 'text/csv',
    content: csv([
      ['Code', 'Meaning', 'Customer impact'],
      ['F01', 'No light at ONT', 'No service'],
      ['F02', 'ONT power failure', 'No service'],
      ['F03', 'Fibre damaged in the street', 'No service'],
      ['C10', 'Cleared: ONT replaced', 'Restored'],
      ['C20', 'Cleared: customer equipment fault', 'Restored; aborted visit charge may apply'],
    ]),
  },
  priceList: {
    name: 'price-list-2026.csv',
    type: 'text/csv',
    content: csv([
      ['Product', 'Connection (£)', 'Monthly rental (£)'],
      ['FTTP 150/30', '92.00', '19.50'],
      ['FTTP 500/75', '92.00', '23.00'],
      ['FTTP 900/110', '92.00', '27.50'],
      ['Aborted visit', '110.00', ''],
    ]),
  },
};

/** Words of an HTML body for the full-text index (tags dropped; the seed's own markup only). */
const wordsOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Demo data of the knowledge base (categories, articles, knowledge.hostile), written once: on a new store and on the
 * first start of an older one. The knowledge base is the provider's, the same for every organisation.
 */
export async function seedKnowledgeIfMissing(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(knowledgeCategories);
  if ((existing?.n ?? 0) > 0) return;

  // `updated` counts days from the demo's first day, a year before the sandbox clock: the newest article (330) was
  // updated a month ago, none after the clock.
  const start = seedStartOf(await seedNow(db));
  const afterEpoch = (minutes: number) => afterStart(start, minutes);
  const categoryIds = new Map(categorySeeds.map((c, i) => [c.key, i + 1]));
  const articleRows: (typeof knowledgeArticles.$inferInsert)[] = [];
  const attachmentRows: (typeof knowledgeAttachments.$inferInsert)[] = [];
  const attach = (articleId: number, reference: string, file: SeedFile, position: number) => {
    const sysId = knowledgeSysId(`${reference}:${file.name}`);
    attachmentRows.push({
      sysId,
      articleId,
      fileName: file.name,
      contentType: file.type,
      size: file.content.length,
      imageWidth: file.width ?? null,
      imageHeight: file.height ?? null,
      content: file.content,
      position,
    });
    return sysId;
  };
  const article = (
    id: number,
    reference: string,
    seed: { category: string; title: string; body: string; related?: number[]; updated: number },
  ) => ({
    id,
    sysId: knowledgeSysId(reference),
    reference,
    categoryId: categoryIds.get(seed.category as never) ?? 1,
    kbKnowledgeBase: 'Wholesale Customer Knowledge',
    shortDescription: seed.title,
    text: seed.body,
    searchText: `${seed.title} ${wordsOf(seed.body)}`,
    articleType: 'html',
    workflowState: 'published',
    kbVersion: '1.0',
    active: true,
    validTo: '2100-01-01',
    related: (seed.related ?? []).map(referenceOf),
    createdAt: afterEpoch(seed.updated * 24 * 60 - 90 * 24 * 60),
    updatedAt: afterEpoch(seed.updated * 24 * 60),
  });

  articleSeeds.forEach((seed, i) => {
    const id = i + 1;
    const reference = referenceOf(seed.n);
    let position = 0;
    let body = seed.body;
    for (const key of seed.images ?? []) {
      const sysId = attach(id, reference, images[key], position++);
      body = body.replaceAll(`{{image:${key}}}`, `sys_attachment.do?sys_id=${sysId}`);
    }
    for (const key of seed.files ?? []) attach(id, reference, files[key], position++);
    articleRows.push(article(id, reference, { ...seed, body }));
  });

  const hostileId = articleSeeds.length + 1;
  const svg = { ...hostileArticle.files.svg, content: Buffer.from(hostileArticle.files.svg.content) };
  const html = { ...hostileArticle.files.html, content: Buffer.from(hostileArticle.files.html.content) };
  const svgId = attach(hostileId, hostileReference, svg, 0);
  attach(hostileId, hostileReference, html, 1);
  articleRows.push(
    article(hostileId, hostileReference, {
      category: 'portal',
      title: hostileArticle.title,
      body: `${hostileArticle.body}\n<p><img src="sys_attachment.do?sys_id=${svgId}" alt="Router diagram"></p>`,
      related: [10040],
      updated: 100,
    }),
  );

  await db.transaction(async (tx) => {
    await tx.insert(knowledgeCategories).values(
      categorySeeds.map((c, i) => ({
        id: i + 1,
        sysId: knowledgeSysId(`category:${c.key}`),
        label: c.label,
        icon: c.icon,
        order: c.order,
        createdAt: afterEpoch(0),
      })),
    );
    await tx.insert(knowledgeArticles).values(articleRows);
    await tx.insert(knowledgeAttachments).values(attachmentRows);
  });
  forgetArticlePages(db);
}
