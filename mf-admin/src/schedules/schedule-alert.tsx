import { useCallback, useEffect, useState } from 'react';
import { fetchSchedules, SCHEDULE_TEXTS, schedulesInTrouble } from './schedules-api';

/** The dashboard reads the schedules again this often, so a schedule that fails while it is open shows up. */
export const SCHEDULE_ALERT_POLL_MS = 60_000;

/** How many schedules failed or are late (see schedulesInTrouble), read at start, every minute and on `refresh()`. */
export function useSchedulesInTrouble(): [number, () => void] {
  const [count, setCount] = useState(0);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    const read = () =>
      fetchSchedules().then(
        (schedules) => current && setCount(schedulesInTrouble(schedules).length),
        // Without the list the dashboard still works: the alert is only left out.
        (error: unknown) => console.warn('Schedules failed to load', error),
      );
    void read();
    const timer = setInterval(() => void read(), SCHEDULE_ALERT_POLL_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [round]);
  return [count, useCallback(() => setRound((n) => n + 1), [])];
}

/** Above the top tabs: "1 scheduled change failed or is late: see Schedules", the link opening the tab. */
export function ScheduleAlert({ count, onOpen }: { count: number; onOpen: () => void }) {
  if (count === 0) return null;
  const [text, link] = SCHEDULE_TEXTS.alert(count).split(': ');
  return (
    <p className="alert alert-error admin-schedule-alert" role="alert">
      <i className="ri-alarm-warning-line" aria-hidden="true" /> {text}:{' '}
      <button type="button" className="link-button" onClick={onOpen}>
        {link}
      </button>
    </p>
  );
}
