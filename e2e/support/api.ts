import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { DEMO } from './app-server';
import { journeyServer } from './journey-server';

type Envelope<T> = { payload: T };

/** The API as a demo staff member, straight over HTTP (another browser of the office's, and the journeys' checks). */
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

export type Api = Awaited<ReturnType<typeof apiAs>>;
