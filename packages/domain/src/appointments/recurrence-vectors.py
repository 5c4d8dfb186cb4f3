"""Prints recurrence-vectors.fixture.ts: python-dateutil's expansions of RFC 5545 rules, as fixed test vectors."""
import json
from zoneinfo import ZoneInfo
from dateutil import rrule
MEL = ZoneInfo('Australia/Melbourne')
RULES = [
  # The rules: two months a year, the last Friday, from the 31st (skips short months), the widest weekly interval.
  'DTSTART:20270315T090000\nRRULE:FREQ=YEARLY;BYMONTH=3,9;COUNT=6',
  'DTSTART:20270326T090000\nRRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=12',
  'DTSTART:20270131T090000\nRRULE:FREQ=MONTHLY;COUNT=8',
  'DTSTART:20270131T090000\nRRULE:FREQ=WEEKLY;INTERVAL=520;COUNT=3',
  # BYSETPOS: the last weekday of the month; the second Tuesday; the form's "last of days 22-31".
  'DTSTART:20270331T083000\nRRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=10',
  'DTSTART:20270309T140000\nRRULE:FREQ=MONTHLY;BYDAY=TU;BYSETPOS=2;COUNT=9',
  'DTSTART:20270131T090000\nRRULE:FREQ=MONTHLY;INTERVAL=1;COUNT=6;BYMONTHDAY=22,23,24,25,26,27,28,29,30,31;BYSETPOS=-1',
  # COUNT and UNTIL (a local UNTIL, and a UTC UNTIL that falls exactly on an occurrence) across both changes.
  'DTSTART:20270401T090000\nRRULE:FREQ=DAILY;COUNT=7',
  'DTSTART:20270320T183000\nRRULE:FREQ=WEEKLY;BYDAY=SA,SU;UNTIL=20270418T183000',
  'DTSTART;TZID=Australia/Melbourne:20270925T090000\nRRULE:FREQ=DAILY;UNTIL=20271009T220000Z',
  'DTSTART:20270302T090000\nRRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=12;BYDAY=TU',
  # The change days themselves: the first Sundays of April and October.
  'DTSTART:20270404T090000\nRRULE:FREQ=YEARLY;BYMONTH=4,10;BYDAY=1SU;COUNT=6',
  'DTSTART:20270404T020000\nRRULE:FREQ=MONTHLY;BYDAY=1SU;COUNT=8',
  'DTSTART:20271002T093000\nRRULE:FREQ=DAILY;BYHOUR=9,15;BYMINUTE=30;COUNT=6',
  # WKST (RFC 5545's example), ISO weeks, 29 February, year and month days from the end.
  'DTSTART:20270803T090000\nRRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=MO',
  'DTSTART:20270803T090000\nRRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=SU',
  'DTSTART:20270517T090000\nRRULE:FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO;COUNT=4',
  'DTSTART:20280229T090000\nRRULE:FREQ=YEARLY;COUNT=3',
  'DTSTART:20271231T090000\nRRULE:FREQ=YEARLY;BYYEARDAY=-1;COUNT=3',
  'DTSTART:20270131T090000\nRRULE:FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=6',
]
out = []
for text in RULES:
  rule = rrule.rrulestr(text, tzids={'Australia/Melbourne': MEL})
  starts = [(d if d.tzinfo else d.replace(tzinfo=MEL)).isoformat() for d in rule]
  out.append({'rule': text, 'timezone': 'Australia/Melbourne', 'starts': starts})
import dateutil
print(f"""// Generated once by `python3 recurrence-vectors.py > recurrence-vectors.fixture.ts` (python-dateutil {dateutil.__version__},
// zoneinfo): an independent RFC 5545 implementation's occurrences, each a wall-clock time in the zone with
// its offset. Do not edit by hand; to add a rule, add it to the script and run it again.

export interface RecurrenceVector {{
  rule: string;
  timezone: string;
  starts: string[];
}}

export const RECURRENCE_VECTORS: RecurrenceVector[] = {json.dumps(out, indent=2)};""")
