import { DEFAULT_PORTRAIT_URL, Modal, ResponsiveImage, SafeHtml, type LeadershipMember } from '@pharma/shared';

/** Member details: portrait, name, position and the sanitized HTML description. */
export function MemberModal({ member, onClose }: { member: LeadershipMember; onClose: () => void }) {
  return (
    <Modal title={member.name} onClose={onClose} className="about-member-modal">
      <div className="about-member-modal-grid">
        <ResponsiveImage
          sizes="(max-width: 720px) 90vw, 320px"
          className="about-member-modal-photo"
          src={member.image || DEFAULT_PORTRAIT_URL}
          fallbackSrc={DEFAULT_PORTRAIT_URL}
          alt={`Portrait of ${member.name}`}
          width={480}
          height={480}
          // Shown the moment the dialog opens: not lazy.
          priority
        />
        <div>
          <p className="about-member-modal-position">{member.position}</p>
          <SafeHtml html={member.description} className="about-member-modal-description" />
        </div>
      </div>
    </Modal>
  );
}
