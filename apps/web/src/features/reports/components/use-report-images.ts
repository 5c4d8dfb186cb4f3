import { useCallback, useMemo, useState } from 'react';
import type { Report } from '../api/reports-api';
import { type ReportImage, reportImageOf } from './report-images';

/** The images a report's answers name: the report's own, plus those uploaded since it was read. */
export function useReportImages(report: Report | undefined, restored: ReportImage[] = []) {
  const [added, setAdded] = useState<ReportImage[]>(restored);
  const images = useMemo(() => {
    const all = new Map<number, ReportImage>();
    for (const file of report?.files ?? []) all.set(file.id, reportImageOf(file));
    for (const image of added) all.set(image.id, image);
    return all;
  }, [report, added]);
  const add = useCallback((more: ReportImage[]) => setAdded((current) => [...current, ...more]), []);
  return { images, added, add };
}
