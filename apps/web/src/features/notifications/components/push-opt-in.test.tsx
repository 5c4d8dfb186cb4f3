import { PUSH_MESSAGES } from '@fieldbook/domain/devices/web-push';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticesProvider } from '../../../components/notices';
import { type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { keyBytes } from '../api/web-push';
import { PushOptIn } from './push-opt-in';

const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const SUBSCRIPTION = {
  endpoint: 'https://push.example/send/abc',
  expirationTime: null,
  keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
};

let permission: NotificationPermission;
const requestPermission = vi.fn<() => Promise<NotificationPermission>>();
const subscribe = vi.fn();
const register = vi.fn();
const getRegistration = vi.fn();
const registration = { pushManager: { getSubscription: vi.fn(async () => null), subscribe } };

beforeEach(() => {
  permission = 'default';
  requestPermission.mockReset();
  subscribe.mockReset().mockResolvedValue(SUBSCRIPTION);
  register.mockReset().mockResolvedValue(registration);
  getRegistration.mockReset().mockResolvedValue(undefined);
  const FakeNotification = Object.defineProperties(function Notification() {}, {
    permission: { get: () => permission },
    requestPermission: { value: requestPermission },
  });
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { register, getRegistration },
    configurable: true,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.restoreAllMocks();
});

function show() {
  const sent: MockRequest[] = [];
  mockApi({
    'GET /v1/devices/push/key': ok({ public_key: PUBLIC_KEY }),
    'POST /v1/devices/token': (request) => {
      sent.push(request);
      return ok(null);
    },
  });
  render(
    <NoticesProvider>
      <PushOptIn />
    </NoticesProvider>,
  );
  return { sent, clicker: userEvent.setup() };
}

describe('Enable notifications', () => {
  it('asks permission, registers the worker, subscribes with the VAPID key and registers the subscription as this device', async () => {
    requestPermission.mockImplementation(async () => {
      permission = 'granted';
      return 'granted';
    });
    const { sent, clicker } = show();
    await clicker.click(await screen.findByRole('button', { name: 'Enable notifications' }));
    expect((await screen.findAllByText(PUSH_MESSAGES.enabled)).length).toBeGreaterThan(0);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: keyBytes(PUBLIC_KEY) });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ device_type: 'webpush', guid: expect.any(String) });
    const body = sent[0]?.body as { device_token: string };
    expect(JSON.parse(body.device_token)).toEqual(SUBSCRIPTION);
    expect(screen.queryByRole('button', { name: 'Enable notifications' })).toBeNull();
  });

  it('says how to unblock when the browser’s permission is refused, registering nothing', async () => {
    requestPermission.mockResolvedValue('denied');
    const { sent, clicker } = show();
    await clicker.click(await screen.findByRole('button', { name: 'Enable notifications' }));
    expect((await screen.findAllByText(PUSH_MESSAGES.blocked)).length).toBeGreaterThan(0);
    expect(register).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('only logs a service worker that cannot be registered', async () => {
    requestPermission.mockResolvedValue('granted');
    register.mockRejectedValue(new Error('SecurityError'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { sent, clicker } = show();
    await clicker.click(await screen.findByRole('button', { name: 'Enable notifications' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByText(PUSH_MESSAGES.enabled)).toBeNull();
    expect(screen.queryByText(PUSH_MESSAGES.failed)).toBeNull();
    expect(screen.getByRole('button', { name: 'Enable notifications' })).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows a device already blocked or enabled as such, without the button', async () => {
    permission = 'denied';
    show();
    expect(await screen.findByText(PUSH_MESSAGES.blocked)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a device already subscribed as enabled', async () => {
    permission = 'granted';
    getRegistration.mockResolvedValue({ pushManager: { getSubscription: async () => SUBSCRIPTION } });
    show();
    expect(await screen.findByText(PUSH_MESSAGES.enabled)).toBeTruthy();
  });

  it('shows nothing in a browser that cannot push', async () => {
    vi.stubGlobal('PushManager', undefined);
    Reflect.deleteProperty(window, 'PushManager');
    const { container } = render(
      <NoticesProvider>
        <PushOptIn />
      </NoticesProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});
