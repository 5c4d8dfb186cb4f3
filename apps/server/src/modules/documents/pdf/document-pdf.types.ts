import type { PdfCompany } from './pdf-layout';

/** Everything a quotation's or invoice's PDF shows, already worked out (money in cents, dates yyyy-MM-dd). */
export interface DocumentPdfInput {
  kind: 'quotation' | 'invoice';
  number: string;
  date: string;
  /** 'Valid until' (quotation) or 'Due' (invoice). */
  termDate: string | null;
  statusLabel: string;
  title: string | null;
  description: string | null;
  company: PdfCompany;
  gstRegistered: boolean;
  client: { name: string; address: string | null; email: string | null };
  /** The job's address when it is not the client's. */
  siteAddress: string | null;
  lines: {
    description: string;
    quantity: number;
    unitPriceCents: number;
    discountRate: number;
    taxRate: number;
    totalCents: number;
  }[];
  totals: {
    subtotalCents: number;
    discountCents: number;
    taxCents: number;
    totalCents: number;
    amountPaidCents: number | null;
    amountDueCents: number | null;
  };
  notes: string | null;
  /** An unpaid invoice: how to pay it. */
  payment: { instructions: string | null; link: string | null } | null;
  /** The document's last change: the PDF's dates (and so its ID) come from it, so one version gives one file. */
  updatedAt: Date;
}
