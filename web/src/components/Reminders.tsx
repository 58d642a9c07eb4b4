/**
 * Daily reminders on screen (docs/product.md, "Reminders"): Settings' section (the time, quiet hours,
 * one tap to turn off) and the result panel's offer. Permission is asked only after the player's tap
 * on "Remind me"; on an iPhone or iPad outside the Home Screen app the section says how to get them.
 */
import { useId, useState } from 'react';
import { DEFAULT_QUIET_HOURS } from '@contracts/constants';
import { useAuth } from '../auth/AuthContext';
import { ApiError } from '../lib/api';
import { useRuntimeConfig } from '../lib/config';
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

const WHY_NOT: Partial<Record<PushAvailability, string>> = {
  'home-screen-needed':
    'On iPhone and iPad, reminders come only to the app on your Home Screen: ' +
    'tap Share, then “Add to Home Screen”, and open CIPHERWORD from there.',
  unsupported: 'This browser cannot show reminders.',
  blocked: 'Notifications are blocked for this site: allow them in your browser’s site settings to get reminders.',
};

const problemText = (error: unknown) =>
  error instanceof ReminderProblem || error instanceof ApiError
    ? error.message
    : 'Could not reach the server: check your connection and try again.';

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
        notify.message('Reminders turned off.');
      }),
  };
}

/** Settings → Daily reminder (signed-in players). */
export function ReminderSettings() {
  const { reminder, busy, problem, availability, turnOn, turnOff } = useReminder();
  const [choice, setChoice] = useState<ReminderChoice>(() => reminder ?? DEFAULT_REMINDER);
  const ids = { time: useId(), from: useId(), to: useId(), problem: useId() };
  if (availability === 'not-configured') return null;
  const why = WHY_NOT[availability];
  const times = (id: string, value: string, onChange: (time: string) => void) => (
    <select id={id} value={value} disabled={busy} onChange={(event) => onChange(event.target.value)}>
      {REMINDER_TIMES.map((time) => (
        <option key={time}>{time}</option>
      ))}
    </select>
  );
  return (
    <fieldset className="reminder-settings" aria-describedby={problem ? ids.problem : undefined}>
      <legend>Daily reminder</legend>
      {reminder ? (
        <>
          <p>
            On: a notification {reminderLine(reminder)} ({reminder.timeZone}), only on days you have not played yet.
          </p>
          <button type="button" className="secondary-button" disabled={busy} onClick={() => void turnOff()}>
            Turn off reminders
          </button>
        </>
      ) : why ? (
        <p className="muted">{why}</p>
      ) : (
        <>
          <p className="muted">A notification on days you have not played yet, at the time you choose.</p>
          <div className="reminder-fields">
            <label htmlFor={ids.time}>Time</label>
            {times(ids.time, choice.time, (time) => setChoice({ ...choice, time }))}
          </div>
          <label className="choice switch">
            <input
              type="checkbox"
              checked={choice.quietHours !== null}
              disabled={busy}
              onChange={(event) => setChoice({ ...choice, quietHours: event.target.checked ? { ...DEFAULT_QUIET_HOURS } : null })}
            />
            <span>
              Quiet hours
              <small>No reminder between these times.</small>
            </span>
          </label>
          {choice.quietHours && (
            <div className="reminder-fields">
              <label htmlFor={ids.from}>From</label>
              {times(ids.from, choice.quietHours.from, (from) => setChoice({ ...choice, quietHours: { ...choice.quietHours!, from } }))}
              <label htmlFor={ids.to}>to</label>
              {times(ids.to, choice.quietHours.to, (to) => setChoice({ ...choice, quietHours: { ...choice.quietHours!, to } }))}
            </div>
          )}
          <button type="button" className="primary-button" disabled={busy} onClick={() => void turnOn(choice)}>
            Remind me
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
        <p role="status">Reminder set {reminderLine(reminder)}, on days you have not played. Settings turns it off.</p>
      ) : (
        <button
          type="button"
          className="secondary-button"
          disabled={busy}
          onClick={() => void turnOn(DEFAULT_REMINDER).then(() => setJustSet(true))}
        >
          Remind me daily at {DEFAULT_REMINDER.time}
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
