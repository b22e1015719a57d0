import type { CSSProperties } from 'react';
import { brandColor, brandTextColor, DEFAULT_PORTRAIT_URL, ResponsiveImage, type LeadershipMember } from '@pharma/shared';

interface Props {
  id?: string;
  title: string;
  members: LeadershipMember[];
  onOpen: (member: LeadershipMember) => void;
}

/** A titled grid of member cards; each card opens the member's details. */
export function MemberGrid({ id, title, members, onOpen }: Props) {
  if (members.length === 0) return null;
  const headingId = `${id ?? title.toLowerCase().replace(/\W+/g, '-')}-title`;
  return (
    <div id={id} className="about-team about-anchor" aria-labelledby={headingId} role="group">
      <h3 id={headingId} className="about-team-title" data-aos="fade-up">
        {title}
      </h3>
      <ul className="about-team-grid">
        {members.map((member) => (
          <li key={member.id} data-aos="fade-up">
            <button
              type="button"
              className="card about-member"
              style={{ '--accent': brandColor(member.color), '--accent-text': brandTextColor(member.color) } as CSSProperties}
              aria-haspopup="dialog"
              onClick={() => onOpen(member)}
            >
              <span className="about-member-photo">
                <ResponsiveImage
                  src={member.image || DEFAULT_PORTRAIT_URL}
                  fallbackSrc={DEFAULT_PORTRAIT_URL}
                  alt=""
                  width={480}
                  height={480}
                  sizes="(max-width: 640px) 50vw, 300px"
                />
              </span>
              <span className="about-member-name">{member.name}</span>
              <span className="about-member-position">{member.position}</span>
              <span className="about-member-more" aria-hidden="true">
                View profile
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
