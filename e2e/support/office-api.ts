import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { DEMO } from './app-server';
import { journeyServer } from './journey-server';

export type Envelope<T> = { payload: T };

/** The API as a staff member, straight over HTTP (the office's other browser, and the checks). */
export async function apiAs(email: string) {
  const base = `${journeyServer().url}/v1`;
  const call = async <T>(method: string, path: string, body?: object, token?: string): Promise<T> => {
    const response = await fetch(`${base}/${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBe(200);
    return ((await response.json()) as Envelope<T>).payload;
  };
  const { token } = await call<{ token: string }>('POST', 'user/signIn', {
    email,
    password: DEMO.password,
    guid: randomUUID(),
  });
  return <T>(method: string, path: string, body?: object) => call<T>(method, path, body, token);
}

export type OfficeApi = Awaited<ReturnType<typeof apiAs>>;

/** The files attached to the appointment, as the office's timeline lists them. */
export async function attachmentsOf(office: OfficeApi, id: number) {
  const page = await office<{ timeline: { timeline_type: string; file_name: string; file: { id: number } }[] }>(
    'GET',
    `appointments/timeline?id=${id}&page=1`,
  );
  return page.timeline.filter((entry) => entry.timeline_type === 'attachment');
}
