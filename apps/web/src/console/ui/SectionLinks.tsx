import { NavLink } from 'react-router-dom';
import styles from './ui.module.css';

interface SectionLink {
  /** Relative to the section's page ("vendors" under /catalogue). */
  path: string;
  label: string;
}

/** The pages of one console section as tabs that are links, so each has its own address. */
export function SectionLinks({ label, links }: { label: string; links: readonly SectionLink[] }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.sections}>
        {links.map((link) => (
          <li key={link.path}>
            <NavLink
              to={link.path}
              className={({ isActive }) =>
                isActive ? `${styles.section} ${styles.sectionActive}` : styles.section
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
