import { REALTIME_EVENTS } from '@fieldbook/domain/realtime/realtime.constants';
import {
  APP_VERSION,
  DEFAULT_SYSTEM_SETTINGS,
  type MaintenanceStatus,
} from '@fieldbook/domain/system/system.constants';
import { DateTime } from 'luxon';
import type { Database } from '../../db/database';
import { notifySystem } from '../../realtime/system-channel';
import { readState, writeState } from './system.repository';

export interface Maintenance {
  status: MaintenanceStatus;
  message: string | null;
  pending_message: string | null;
}

const MAINTENANCE_KEY = 'maintenance';
const OFF: Maintenance = { status: 'OFF', message: null, pending_message: null };
// Every request checks maintenance; a short cache keeps that off the database. Other servers see a
// change within this window.
const CACHE_MS = 2000;

function timezoneOptions() {
  const now = DateTime.now();
  return Intl.supportedValuesOf('timeZone').map((zone) => ({
    zone,
    diff_from_gmt: now.setZone(zone).toFormat('ZZ'),
  }));
}

/** The limits as settings (numbers), not the defaults' literal types. */
export interface SystemLimits {
  max_file_size: number;
  post_max_size: number;
  upload_limit: number;
  sms_price: (typeof DEFAULT_SYSTEM_SETTINGS)['sms_price'];
}

export function createSystemService(db: Database) {
  let cached: { value: Maintenance; at: number } | null = null;
  const timezones = timezoneOptions();

  return {
    version: APP_VERSION,

    systemSettings() {
      return { ...DEFAULT_SYSTEM_SETTINGS, timezones };
    },

    /** The settings without the zone list, for calls made often. */
    limits(): SystemLimits {
      return { ...DEFAULT_SYSTEM_SETTINGS };
    },

    async maintenance(): Promise<Maintenance> {
      if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
      const stored = await readState(db, MAINTENANCE_KEY);
      const value = stored ? ({ ...OFF, ...stored } as Maintenance) : OFF;
      cached = { value, at: Date.now() };
      return value;
    },

    /** Stores the state and tells every server, whose System channel tells every open screen. */
    async setMaintenance(value: Maintenance): Promise<void> {
      await db.transaction(async (tx) => {
        await writeState(tx, MAINTENANCE_KEY, { ...value });
        await notifySystem(tx, REALTIME_EVENTS.maintenance, value);
      });
      cached = null;
    },

    /** A notice for every signed-in screen (the System channel's `message` event), through every server. */
    async announce(message: { title: string; body: string }): Promise<void> {
      await notifySystem(db, REALTIME_EVENTS.message, message);
    },

    /** Another server (or the operator command) changed it: read it afresh next time. */
    forgetMaintenance() {
      cached = null;
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
