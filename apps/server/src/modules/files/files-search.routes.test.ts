import { beforeAll, describe, expect, it } from 'vitest';
import { as, registerBusiness, type Session, useTestApp } from '../../test/build-test-app';
import { filePart, PDF, upload } from './files-test-kit';

const ctx = useTestApp();
let owner: Session;
const ids: Record<string, number> = {};

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  // Oldest first: the closest match is the oldest file.
  for (const name of ['kitchen.pdf', 'bathroom-beside-the-kitchen-door.pdf', 'garden.pdf']) {
    const response = await upload(ctx.t.app, owner, [filePart(name, PDF)]);
    expect(response.statusCode, response.body).toBe(200);
    ids[name] = response.json().payload.files[0].id;
  }
});

const namesOf = async (query: string) => {
  const response = await as(ctx.t.app, owner, { method: 'GET', url: `/v1/files/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.files.map((file: { file_name: string }) => file.file_name);
};

describe('GET /v1/files/search order', () => {
  it('sorts by relevancy, descending, when no sort is asked for (spec: files page default)', async () => {
    expect(await namesOf('filter=kitchen')).toEqual(['kitchen.pdf', 'bathroom-beside-the-kitchen-door.pdf']);
    expect(await namesOf('filter=kitchen&sortBy=relevancy&sortDirection=desc')).toEqual([
      'kitchen.pdf',
      'bathroom-beside-the-kitchen-door.pdf',
    ]);
  });

  it('puts equally relevant files (all of them, without a term) newest first', async () => {
    expect(await namesOf('')).toEqual(['garden.pdf', 'bathroom-beside-the-kitchen-door.pdf', 'kitchen.pdf']);
  });

  it('sorts by creation date when asked, in either direction', async () => {
    expect(await namesOf('sortBy=created_at&sortDirection=asc')).toEqual([
      'kitchen.pdf',
      'bathroom-beside-the-kitchen-door.pdf',
      'garden.pdf',
    ]);
    expect(await namesOf('filter=kitchen&sortBy=created_at')).toEqual([
      'bathroom-beside-the-kitchen-door.pdf',
      'kitchen.pdf',
    ]);
  });
});
