import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SliderChallengeValue } from '@wps/shared-types';
import { Modal } from '../../../ui/Modal';
import { answerSlider, fetchSliderChallenge } from '../api';
import { cancelSlider, completeSlider } from '../slider-store';
import styles from './SliderDialog.module.css';

const LARGE_STEP = 10;

/** The slider check before SMS, login and registration: drag the piece into its gap. */
export function SliderDialog() {
  const { t } = useTranslation();
  const [generation, setGeneration] = useState(0);
  const [failed, setFailed] = useState(false);
  const challenge = useQuery({
    queryKey: ['verification', 'slider', generation],
    queryFn: fetchSliderChallenge,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

  const reload = () => setGeneration((value) => value + 1);

  return (
    <Modal title={t('verification.sliderTitle')} onClose={cancelSlider} size="small">
      {challenge.data ? (
        <SliderPuzzle
          key={challenge.data.challengeId}
          challenge={challenge.data}
          failed={failed}
          onFailed={() => {
            setFailed(true);
            reload();
          }}
          onReload={() => {
            setFailed(false);
            reload();
          }}
        />
      ) : (
        <p className={styles.status} role="status">
          {challenge.isError ? t('verification.sliderLoadFailed') : t('shell.loading')}
        </p>
      )}
      {challenge.isError && (
        <button type="button" className="button button--ghost" onClick={reload}>
          {t('system.retry')}
        </button>
      )}
    </Modal>
  );
}

interface SliderPuzzleProps {
  challenge: SliderChallengeValue;
  failed: boolean;
  onFailed: () => void;
  onReload: () => void;
}

/**
 * The puzzle: mouse and touch drag the handle (pointer events), the keyboard moves it with the
 * arrow keys (Shift for 10 pixels), Home and End, and Enter submits.
 */
export function SliderPuzzle({ challenge, failed, onFailed, onReload }: SliderPuzzleProps) {
  const { t } = useTranslation();
  const maxX = Math.max(0, challenge.width - challenge.pieceSize);
  const [x, setX] = useState(0);
  const startedAt = useRef<number | null>(null);
  const drag = useRef<{ pointerX: number; startX: number; scale: number } | null>(null);
  const stageRef = useRef<HTMLDivElement>(null);

  const answer = useMutation({
    mutationFn: answerSlider,
    onSuccess: completeSlider,
    // A wrong or expired answer: a new challenge replaces this one.
    onError: onFailed,
  });

  const clamp = (value: number) => Math.min(maxX, Math.max(0, value));
  const markStart = () => {
    startedAt.current ??= performance.now();
  };
  const submit = (position: number) => {
    if (answer.isPending) return;
    const durationMs = Math.round(performance.now() - (startedAt.current ?? performance.now()));
    answer.mutate({ challengeId: challenge.challengeId, x: Math.round(position), durationMs });
  };

  // The stage may be drawn smaller than the challenge on a narrow screen.
  const scale = () => {
    const width = stageRef.current?.getBoundingClientRect().width ?? 0;
    return width > 0 ? width / challenge.width : 1;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (answer.isPending) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    markStart();
    drag.current = { pointerX: event.clientX, startX: x, scale: scale() };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    setX(clamp(current.startX + (event.clientX - current.pointerX) / current.scale));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    drag.current = null;
    const finalX = clamp(current.startX + (event.clientX - current.pointerX) / current.scale);
    setX(finalX);
    submit(finalX);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? LARGE_STEP : 1;
    const moves: Record<string, number> = {
      ArrowRight: x + step,
      ArrowUp: x + step,
      ArrowLeft: x - step,
      ArrowDown: x - step,
      PageUp: x + LARGE_STEP,
      PageDown: x - LARGE_STEP,
      Home: 0,
      End: maxX,
    };
    if (event.key === 'Enter') {
      event.preventDefault();
      markStart();
      submit(x);
      return;
    }
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    markStart();
    setX(clamp(next));
  };

  const percent = (value: number, of: number) => `${(value / of) * 100}%`;
  const status = answer.isPending
    ? t('verification.sliderChecking')
    : failed
      ? t('verification.sliderFailed')
      : t('verification.sliderHint');

  return (
    <div className={styles.puzzle}>
      <div
        ref={stageRef}
        className={styles.stage}
        style={{ aspectRatio: `${challenge.width} / ${challenge.height}` }}
      >
        <img
          className={styles.background}
          src={challenge.backgroundImage}
          alt=""
          draggable={false}
        />
        <img
          className={styles.piece}
          src={challenge.pieceImage}
          alt=""
          draggable={false}
          data-testid="slider-piece"
          style={{
            left: percent(x, challenge.width),
            top: percent(challenge.pieceY, challenge.height),
            width: percent(challenge.pieceSize, challenge.width),
          }}
        />
      </div>
      <div className={styles.track}>
        <span className={styles.fill} style={{ width: percent(x, challenge.width) }} />
        <div
          role="slider"
          tabIndex={0}
          className={styles.handle}
          aria-label={t('verification.sliderLabel')}
          aria-valuemin={0}
          aria-valuemax={maxX}
          aria-valuenow={Math.round(x)}
          aria-busy={answer.isPending || undefined}
          style={{
            left: percent(x, challenge.width),
            width: percent(challenge.pieceSize, challenge.width),
          }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            drag.current = null;
          }}
          onKeyDown={onKeyDown}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M5 12h14m-5-5 5 5-5 5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </div>
      </div>
      <div className={styles.footer}>
        <p className={failed ? styles.statusFailed : styles.status} role="status">
          {status}
        </p>
        <button type="button" className={styles.reload} onClick={onReload}>
          {t('verification.sliderReload')}
        </button>
      </div>
    </div>
  );
}
