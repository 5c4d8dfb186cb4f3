import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { DEMO } from './app-server';
import { journeyServer } from './journey-server';

export type Envelope<T> = { payload: T };

/** A staff member's API call: JSON in and out, answered 200. */
export type Api = (<T>(method: string, path: string, body?: object) => Promise<T>) & {
  /** A file the API serves (a PDF), as bytes. */
  bytes(path: string): Promise<Buffer>;
};

/** The API as a staff member, straight over HTTP (the office's other browser, and the checks). */
export async function apiAs(email: string): Promise<Api> {
  const base = `${journeyServer().url}/v1`;
  const send = (method: string, path: string, body?: object, token?: string) =>
    fetch(`${base}/${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  const call = async <T>(method: string, path: string, body?: object, token?: string): Promise<T> => {
    const response = await send(method, path, body, token);
    expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBe(200);
    return ((await response.json()) as Envelope<T>).payload;
  };
  const { token } = await call<{ token: string }>('POST', 'user/signIn', {
    email,
    password: DEMO.password,
    guid: randomUUID(),
  });
  return Object.assign(<T>(method: string, path: string, body?: object) => call<T>(method, path, body, token), {
    async bytes(path: string) {
      const response = await send('GET', path, undefined, token);
      expect(response.status, `GET ${path}`).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    },
  });
}

/** The files attached to the appointment, as the office's timeline lists them. */
export async function attachmentsOf(office: Api, id: number) {
  const page = await office<{ timeline: { timeline_type: string; file_name: string; file: { id: number } }[] }>(
    'GET',
    `appointments/timeline?id=${id}&page=1`,
  );
  return page.timeline.filter((entry) => entry.timeline_type === 'attachment');
}
