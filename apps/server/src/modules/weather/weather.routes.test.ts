import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, registerBusiness, type Session, useTestApp } from '../../test/build-test-app';
import { appointmentBody, createAppointment } from '../appointments/appointments-test-kit';
import { openMeteoProvider } from './open-meteo';

/** A stand-in for api.open-meteo.com that records what it was asked: the real provider talks to it over HTTP. */
function fakeOpenMeteo() {
  const asked: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://x').searchParams;
    asked.push(query);
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        daily: {
          time: [query.get('start_date')],
          weather_code: [61],
          temperature_2m_max: [24.5],
          temperature_2m_min: [13.1],
        },
      }),
    );
  });
  return {
    asked,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

const weather = fakeOpenMeteo();
const env: Record<string, string> = { WEATHER_PROVIDER: 'open-meteo' };
beforeAll(async () => {
  env.WEATHER_URL = await weather.start();
});
afterAll(weather.stop);
const ctx = useTestApp(env);

let owner: Session;
beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
});

const melbourneDay = (days: number) =>
  DateTime.now().setZone('Australia/Melbourne').plus({ days }).toFormat('yyyy-MM-dd');
const climateOf = (session: Session, id: number) =>
  as(ctx.t.app, session, { method: 'GET', url: `/v1/appointments/climate?id=${id}` });
const address = { full_address: '1 Beach Rd, Sandringham VIC 3191', latitude: -37.95, longitude: 145.0 };

describe('GET v1/appointments/climate', () => {
  it("answers the day's forecast at the appointment's place, asked in its timezone", async () => {
    const day = melbourneDay(2);
    const appointment = await createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({ start_date: `${day} 10:00:00`, end_date: `${day} 11:00:00`, address }),
    );
    const response = await climateOf(owner, appointment.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload.climate).toEqual({
      temperature: 13.1,
      temperature_high: 24.5,
      summary: 'Rain',
      icon: 'rain',
      is_historical: false,
    });
    expect(Object.fromEntries(weather.asked.at(-1) ?? [])).toMatchObject({
      latitude: '-37.95',
      longitude: '145',
      timezone: 'Australia/Melbourne',
      start_date: day,
      end_date: day,
    });
  });

  it('has none for an appointment without coordinates, and does not ask the provider', async () => {
    const before = weather.asked.length;
    const appointment = await createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({ address: { full_address: 'Somewhere' } }),
    );
    expect((await climateOf(owner, appointment.id)).json().payload.climate).toBeNull();
    expect(weather.asked).toHaveLength(before);
  });
});

describe('the Open-Meteo provider', () => {
  const place = { latitude: -37.8, longitude: 144.9 };

  it('marks a past day historical, and keeps answers so the same day is asked once', async () => {
    const provider = openMeteoProvider(env.WEATHER_URL ?? '');
    const before = weather.asked.length;
    const day = melbourneDay(-3);
    expect((await provider.daily(place, day, 'Australia/Melbourne'))?.is_historical).toBe(true);
    await provider.daily(place, day, 'Australia/Melbourne');
    expect(weather.asked).toHaveLength(before + 1);
  });

  it('has nothing beyond its range, without asking', async () => {
    const provider = openMeteoProvider(env.WEATHER_URL ?? '');
    const before = weather.asked.length;
    expect(await provider.daily(place, melbourneDay(30), 'Australia/Melbourne')).toBeNull();
    expect(await provider.daily(place, melbourneDay(-200), 'Australia/Melbourne')).toBeNull();
    expect(weather.asked).toHaveLength(before);
  });

  it('has nothing when the service is unreachable', async () => {
    const closed = createServer();
    const url = await new Promise<string>((resolve) =>
      closed.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(closed.address() as AddressInfo).port}`)),
    );
    await new Promise((resolve) => closed.close(resolve));
    expect(await openMeteoProvider(url).daily(place, melbourneDay(1), 'Australia/Melbourne')).toBeNull();
  });
});
