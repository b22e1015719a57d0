import { AUDIT_ACTIONS, auditActionChoice, auditPageChoice } from '@pharma/shared';
import { NO_FILTERS, type ActivityFilters } from './activity-query';

interface Props {
  filters: ActivityFilters;
  onChange: (filters: ActivityFilters) => void;
  /** The values seen in the trail (AuditPage.users and .pages). */
  users: readonly string[];
  pages: readonly string[];
  /** Display names by username: a person is chosen by name, the filter sends the username. */
  names?: Readonly<Record<string, string>>;
}

/** User, Page, Action, From and To, each a labelled control; a change applies at once. */
export function ActivityFilterBar({ filters, onChange, users, pages, names = {} }: Props) {
  const userLabel = (user: string) => (names[user] ? `${names[user]} (${user})` : user);
  const set = (key: keyof ActivityFilters) => (value: string) => onChange({ ...filters, [key]: value });
  return (
    <form className="admin-activity-filters" aria-label="Filter the activity" onSubmit={(event) => event.preventDefault()}>
      <Choice id="activity-user" label="User" any="Any user" value={filters.user} options={users} labelOf={userLabel} onChange={set('user')} />
      <Choice id="activity-page" label="Page" any="Any page" value={filters.page} options={pages} labelOf={auditPageChoice} onChange={set('page')} />
      <Choice
        id="activity-action"
        label="Action"
        any="Any action"
        value={filters.action}
        options={AUDIT_ACTIONS}
        labelOf={(action) => auditActionChoice(action as (typeof AUDIT_ACTIONS)[number])}
        onChange={set('action')}
      />
      <div className="form-field">
        <label htmlFor="activity-from">From date</label>
        <input id="activity-from" type="date" value={filters.from} max={filters.to || undefined} onChange={(event) => set('from')(event.target.value)} />
      </div>
      <div className="form-field">
        <label htmlFor="activity-to">To date</label>
        <input id="activity-to" type="date" value={filters.to} min={filters.from || undefined} onChange={(event) => set('to')(event.target.value)} />
      </div>
      <button type="button" className="btn btn-outline btn-small" onClick={() => onChange(NO_FILTERS)}>
        Clear filters
      </button>
    </form>
  );
}

interface ChoiceProps {
  id: string;
  label: string;
  any: string;
  value: string;
  options: readonly string[];
  /** The option's words; its value stays what the API filters by. */
  labelOf: (option: string) => string;
  onChange: (value: string) => void;
}

function Choice({ id, label, any, value, options, labelOf, onChange }: ChoiceProps) {
  // The chosen value stays listed even when the trail's list no longer has it.
  const list = value && !options.includes(value) ? [value, ...options] : options;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{any}</option>
        {list.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
