import { Button, Tooltip, type ButtonProps } from 'antd';
import type { Verdict } from '@contract/verdict';

export interface VerdictButtonProps extends ButtonProps {
  /** The contract's answer whether the action can succeed now; a refusal disables the button with its reason. */
  verdict: Verdict;
}

/**
 * A button offered only when its action can succeed: otherwise disabled, and its reason (the server's own words)
 * shows on hover or keyboard focus. A disabled button fires no pointer events, so the tooltip hangs on a wrapper.
 */
export function VerdictButton({ verdict, ...props }: VerdictButtonProps) {
  if (verdict.ok) return <Button {...props} />;
  return (
    <Tooltip title={verdict.reason}>
      <span tabIndex={0} aria-label={`${typeof props.children === 'string' ? props.children : ''}：${verdict.reason}`} style={{ display: 'inline-block', cursor: 'not-allowed' }}>
        <Button {...props} disabled style={{ ...props.style, pointerEvents: 'none' }} />
      </span>
    </Tooltip>
  );
}
