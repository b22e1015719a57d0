import { can, fetchReviewSettings, useSignedInRole, type Account } from '@pharma/shared';
import { useEffect, useState } from 'react';
import { listUsers } from '../users/users-api';

/*
 * Each meaning of a review needs its own signature by a different person, so with more meanings than
 * people allowed to sign, no request can ever be approved. Only an Administrator can fix that (add
 * accounts or drop meanings) and only an Administrator may list the accounts, so only they are warned.
 */

/** The accounts that could sign today: active, with a role holding 'content.review'. */
export function signerCount(accounts: readonly Pick<Account, 'role' | 'status'>[]): number {
  return accounts.filter((account) => account.status === 'active' && can(account.role, 'content.review')).length;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The warning in plain words, or '' while there are enough people. */
export function signerShortfallText(meanings: number, signers: number): string {
  if (meanings <= signers) return '';
  const missing = meanings - signers;
  return (
    `${plural(meanings, 'meaning is', 'meanings are')} configured and each needs a different person, ` +
    `but only ${plural(signers, 'active account', 'active accounts')} may sign (Reviewer or Administrator). ` +
    `No request can be fully approved until ${plural(missing, 'more such account is', 'more such accounts are')} active ` +
    `in Users Management, or the meanings are cut to ${signers}.`
  );
}

export function SignerShortfall({ meanings, signers }: { meanings: number; signers: number | null }) {
  const text = signers === null ? '' : signerShortfallText(meanings, signers);
  if (!text) return null;
  return (
    <div className="alert admin-review-shortfall" role="note" aria-label="Not enough reviewers">
      <strong>Not enough reviewers.</strong> {text}
    </div>
  );
}

/** How many accounts may sign, for an Administrator (null for the other roles, or while unknown). */
export function useSignerCount(): number | null {
  const role = useSignedInRole();
  const allowed = can(role, 'users.manage');
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!allowed) return undefined;
    let current = true;
    listUsers().then(
      (accounts) => current && setCount(signerCount(accounts)),
      // Without the list nothing can be said: no warning rather than a wrong one.
      () => current && setCount(null),
    );
    return () => {
      current = false;
    };
  }, [allowed]);
  return allowed ? count : null;
}

/** The warning above the Review tab's list, from the saved meanings. */
export function ReviewTabShortfall() {
  const signers = useSignerCount();
  const [meanings, setMeanings] = useState<number | null>(null);
  useEffect(() => {
    if (signers === null) return undefined;
    let current = true;
    fetchReviewSettings().then(
      (settings) => current && setMeanings(settings.required ? settings.meanings.length : 0),
      () => current && setMeanings(null),
    );
    return () => {
      current = false;
    };
  }, [signers]);
  return meanings === null ? null : <SignerShortfall meanings={meanings} signers={signers} />;
}
