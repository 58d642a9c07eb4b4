/**
 * Daily reminders on screen (docs/product.md, "Reminders"): Settings' section (the time, quiet hours,
 * one tap to turn off) and the result panel's offer. Permission is asked only after the player's tap
 * on "Remind me"; on an iPhone or iPad outside the Home Screen app the section says how to get them.
 */
import { useId, useState } from 'react';
import { DEFAULT_QUIET_HOURS } from '@contracts/constants';
import { isQuiet, minutesOf } from '@contracts/reminders';
import { useAuth } from '../auth/AuthContext';
import { ApiError } from '../lib/api';
import { useRuntimeConfig } from '../lib/config';
import { texts } from '../i18n/texts';
import { notify } from '../lib/notify';
import {
  DEFAULT_REMINDER,
  pushAvailability,
  REMINDER_TIMES,
  ReminderProblem,
  reminderLine,
  storedReminder,
  turnOffReminder,
  turnOnReminder,
  type PushAvailability,
  type ReminderChoice,
  type StoredReminder,
} from '../lib/reminders';

/** Why reminders cannot be had here, where the player can do something about it. */
const whyNot = (availability: PushAvailability): string | undefined => {
  const t = texts('play').reminders;
  return (
    { 'home-screen-needed': t.homeScreen, unsupported: t.unsupported, blocked: t.blocked } as Partial<Record<PushAvailability, string>>
  )[availability];
};

const problemText = (error: unknown) =>
  error instanceof ReminderProblem || error instanceof ApiError ? error.message : texts('play').reminders.unreachable;

/** The reminder and its switch, shared by Settings and the result panel. */
function useReminder() {
  const auth = useAuth();
  const config = useRuntimeConfig();
  const [reminder, setReminder] = useState<StoredReminder | null>(storedReminder);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const availability = pushAvailability(config?.vapidPublicKey);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  };
  const api = { token: auth.accessToken };
  return {
    reminder,
    busy,
    problem,
    availability,
    turnOn: (choice: ReminderChoice) =>
      run(async () => setReminder(await turnOnReminder(api, config!.vapidPublicKey!, choice))).then(() => undefined),
    turnOff: () =>
      run(async () => {
        await turnOffReminder(api);
        setReminder(null);
        notify.message(texts('play').reminders.turnedOff);
      }),
  };
}

/** Quiet hours as ticked for a time: the usual ones, ending at the time when they would hold it (22:00 to 07:30 for 07:30). */
const quietHoursFor = (time: string) => {
  const quiet = { ...DEFAULT_QUIET_HOURS };
  return isQuiet(minutesOf(time), quiet) ? { ...quiet, to: time } : quiet;
};

/** Settings → Daily reminder (signed-in players). */
export function ReminderSettings() {
  const { reminder, busy, problem, availability, turnOn, turnOff } = useReminder();
  const [choice, setChoice] = useState<ReminderChoice>(() => reminder ?? DEFAULT_REMINDER);
  const ids = { time: useId(), from: useId(), to: useId(), problem: useId(), clash: useId() };
  // A time in its own quiet hours would never come: said here, by the server's rule, before anything is sent.
  const clash = choice.quietHours !== null && isQuiet(minutesOf(choice.time), choice.quietHours);
  if (availability === 'not-configured') return null;
  const t = texts('play').reminders;
  const why = whyNot(availability);
  const times = (id: string, value: string, onChange: (time: string) => void) => (
    <select id={id} value={value} disabled={busy} onChange={(event) => onChange(event.target.value)}>
      {REMINDER_TIMES.map((time) => (
        <option key={time}>{time}</option>
      ))}
    </select>
  );
  return (
    <fieldset className="reminder-settings" aria-describedby={problem ? ids.problem : undefined}>
      <legend>{t.legend}</legend>
      {reminder ? (
        <>
          <p>{t.on(reminderLine(reminder), reminder.timeZone)}</p>
          <button type="button" className="secondary-button" disabled={busy} onClick={() => void turnOff()}>
            {t.turnOff}
          </button>
        </>
      ) : why ? (
        <p className="muted">{why}</p>
      ) : (
        <>
          <p className="muted">{t.explain}</p>
          <div className="reminder-fields">
            <label htmlFor={ids.time}>{t.time}</label>
            {times(ids.time, choice.time, (time) => setChoice({ ...choice, time }))}
          </div>
          <label className="choice switch">
            <input
              type="checkbox"
              checked={choice.quietHours !== null}
              disabled={busy}
              onChange={(event) => setChoice({ ...choice, quietHours: event.target.checked ? quietHoursFor(choice.time) : null })}
            />
            <span>
              {t.quietHours}
              <small>{t.quietHoursNote}</small>
            </span>
          </label>
          {choice.quietHours && (
            <div className="reminder-fields">
              <label htmlFor={ids.from}>{t.from}</label>
              {times(ids.from, choice.quietHours.from, (from) => setChoice({ ...choice, quietHours: { ...choice.quietHours!, from } }))}
              <label htmlFor={ids.to}>{t.to}</label>
              {times(ids.to, choice.quietHours.to, (to) => setChoice({ ...choice, quietHours: { ...choice.quietHours!, to } }))}
            </div>
          )}
          {clash && choice.quietHours && (
            <p id={ids.clash} className="form-problem" role="status" data-testid="quiet-clash">
              {t.withinQuiet(choice.time, choice.quietHours.from, choice.quietHours.to)}
            </p>
          )}
          <button
            type="button"
            className="primary-button"
            disabled={busy || clash}
            aria-describedby={clash ? ids.clash : undefined}
            onClick={() => void turnOn(choice)}
          >
            {t.remindMe}
          </button>
        </>
      )}
      {problem && (
        <p id={ids.problem} className="form-problem" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

/** The result panel's offer of a daily reminder at the default time (signed in, none set yet). */
export function ReminderOffer() {
  const { reminder, busy, problem, availability, turnOn } = useReminder();
  const [justSet, setJustSet] = useState(false);
  if (availability !== 'available' || (reminder && !justSet)) return null;
  return (
    <div className="reminder-offer">
      {reminder ? (
        <p role="status">{texts('play').reminders.set(reminderLine(reminder))}</p>
      ) : (
        <button
          type="button"
          className="secondary-button"
          disabled={busy}
          onClick={() => void turnOn(DEFAULT_REMINDER).then(() => setJustSet(true))}
        >
          {texts('play').reminders.offer(DEFAULT_REMINDER.time)}
        </button>
      )}
      {problem && (
        <p className="form-problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
