import styles from './MoneyDetail.module.css';

interface ProofImagesProps {
  title: string;
  images: readonly { position: number }[];
  /** Where the browser loads a picture: the operator's route, with the console's cookie. */
  urlOf: (position: number) => string;
  altOf: (position: number) => string;
}

/** A request's pictures (a member's proof, a payout receipt), small; none, no heading. */
export function ProofImages({ title, images, urlOf, altOf }: ProofImagesProps) {
  if (images.length === 0) return null;
  return (
    <>
      <h3 className={styles.subTitle}>{title}</h3>
      <ul className={styles.images}>
        {images.map(({ position }) => {
          const url = urlOf(position);
          return (
            <li key={position}>
              {/* The full picture in a tab of its own; the cookie goes along (same origin). */}
              <a href={url} target="_blank" rel="noreferrer">
                <img src={url} alt={altOf(position)} className={styles.image} loading="lazy" />
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}
