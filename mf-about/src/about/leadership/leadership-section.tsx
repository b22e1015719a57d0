import { useState } from 'react';
import { ABOUT_TEXTS, type LeadershipMember } from '@pharma/shared';
import { tabId } from '../tabs/about-sections';
import { MemberGrid } from './member-grid';
import { MemberModal } from './member-modal';
import './leadership.css';

interface Props {
  managementTeam: LeadershipMember[];
  advisoryBoard: LeadershipMember[];
}

/** Leadership: the Management Team (#management) and the Advisory Board; a card opens a modal. */
export function LeadershipSection({ managementTeam, advisoryBoard }: Props) {
  const [selected, setSelected] = useState<LeadershipMember | null>(null);
  return (
    <section id="leadership" className="section about-leadership about-anchor" role="tabpanel" aria-labelledby={tabId('leadership')}>
      <div className="container">
        <div className="section-heading" data-aos="fade-up">
          <h2>{ABOUT_TEXTS.tabLeadership}</h2>
          <p>Experienced leaders and advisors guiding our science, quality and growth.</p>
        </div>
        <MemberGrid id="management" title={ABOUT_TEXTS.managementTeam} members={managementTeam} onOpen={setSelected} />
        <MemberGrid id="advisory-board" title={ABOUT_TEXTS.advisoryBoard} members={advisoryBoard} onOpen={setSelected} />
      </div>
      {selected ? <MemberModal member={selected} onClose={() => setSelected(null)} /> : null}
    </section>
  );
}
