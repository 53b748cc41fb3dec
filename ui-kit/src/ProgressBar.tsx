import styled from 'styled-components';

const Track = styled.div`
  height: 12px;
  border-radius: 999px;
  background: var(--color-border);
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: linear-gradient(90deg, var(--color-primary), var(--color-accent));
  transition: width 0.4s ease;
`;

const Caption = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: 0.9rem;
  color: var(--color-muted);
  margin-bottom: 4px;
`;

/** A labelled progress bar; `value` is a percentage from 0 to 100. */
export function ProgressBar({ label, value, detail }: { label: string; value: number; detail?: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div>
      <Caption>
        <span>{label}</span>
        <span>{detail ?? `${percent}%`}</span>
      </Caption>
      <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <Fill style={{ width: `${percent}%` }} />
      </Track>
    </div>
  );
}
