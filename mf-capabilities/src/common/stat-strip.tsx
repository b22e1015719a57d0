import { Icon, type DisplayStat } from '@pharma/shared';
import './static-pages.css';

/** A row of headline figures ('500+' / 'Reactions'); each item reads as one phrase. */
export function StatStrip({ stats, label, className = '' }: { stats: DisplayStat[]; label: string; className?: string }) {
  return (
    <ul className={`mfc-stats ${className}`.trim()} aria-label={label}>
      {stats.map((stat, index) => (
        <li key={stat.label} className="mfc-stat" data-aos="zoom-in" data-aos-delay={String(index * 100)}>
          {stat.icon ? <Icon name={stat.icon} className="mfc-stat-icon" /> : null}
          <span className="mfc-stat-value">{stat.value}</span> <span className="mfc-stat-label">{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
