import { Injectable } from '@nestjs/common';
import { auditPageLabel, signsFor, type ReviewRequest } from '@pharma/shared/content';
import { AuthService } from '../../platform/auth/auth.service.js';
import { Notices } from '../../platform/auth/notices.service.js';

/** What a signature did, for the submitter's notice. */
export interface SignedNotice {
  name: string;
  meaning: string;
  verdict: 'approved' | 'rejected';
  comment: string;
}

/**
 * The review's e-mails: a submission to the reviewers who can sign it (their role, languages and
 * meanings; never its submitter); each signature, the rejection, the approval and the publish to the
 * submitter. Queued after the work is recorded; a mail that cannot be queued never undoes it.
 */
@Injectable()
export class ReviewNotices {
  constructor(
    private readonly notices: Notices,
    private readonly auth: AuthService,
  ) {}

  async submitted(request: ReviewRequest, locale: string): Promise<void> {
    const page = auditPageLabel(request.page);
    await this.notices.tell(
      'review-submitted',
      {
        subject: `The ${page} waits for your signature`,
        lead: [
          `${request.submittedByName} submitted the ${page} for review. It needs: ${request.meanings.join(', ')}.`,
          ...(request.note ? [`Their note: "${request.note}"`] : []),
        ],
        action: 'Open the review',
      },
      {
        except: request.submittedBy,
        // Their role signs reviews (Notices checks it); their languages and meanings must include this one.
        where: async (person) => {
          const scopes = await this.auth.signingScopes(person.email);
          return request.meanings.some((meaning) => signsFor(scopes, locale, meaning));
        },
      },
    );
  }

  async signed(request: ReviewRequest, signature: SignedNotice): Promise<void> {
    const page = auditPageLabel(request.page);
    const notice =
      signature.verdict === 'rejected'
        ? {
            subject: `The ${page} was rejected`,
            lead: [
              `${signature.name} rejected your submission of the ${page} (${signature.meaning}): "${signature.comment}"`,
              'Revise the drafts and submit them again.',
            ],
            action: 'Open the drafts',
          }
        : request.state === 'approved'
          ? {
              subject: `The ${page} is approved`,
              lead: [
                `${signature.name} signed ${signature.meaning}, the last signature your submission of the ${page} needed.`,
                'It is approved: publish it, or schedule its publish.',
              ],
              action: 'Publish it',
            }
          : {
              subject: `The ${page} was signed (${signature.meaning})`,
              lead: [`${signature.name} signed ${signature.meaning} for your submission of the ${page}. It still needs: ${pendingOf(request).join(', ')}.`],
              action: 'Open the review',
            };
    await this.notices.tell('review-decided', notice, { only: [request.submittedBy] });
  }

  async published(request: ReviewRequest): Promise<void> {
    const page = auditPageLabel(request.page);
    await this.notices.tell(
      'review-published',
      {
        subject: `The ${page} is published`,
        lead: [`Your approved submission of the ${page} is published: visitors see it now.`],
        action: 'Open the dashboard',
      },
      { only: [request.submittedBy] },
    );
  }
}

function pendingOf(request: ReviewRequest): string[] {
  const signed = new Set(request.signatures.filter((s) => s.valid && s.verdict === 'approved').map((s) => s.meaning));
  return request.meanings.filter((meaning) => !signed.has(meaning));
}
