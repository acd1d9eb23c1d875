import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { Tone } from '@contract/tones';
import { useContractWord } from '@/components/i18n/contract-word';
import { useThemeName } from '@/stores/theme';
import { TONE_COLORS } from './tone-colors';

/**
 * A state (or a flag such as 超时) with its tone, in the language in effect: the one way the console shows one. The tone comes from the state's
 * catalogue in the contract (`ORDER_STATE_TONES`…), never a colour chosen by a screen.
 */
export function StatusTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  const colors = TONE_COLORS[useThemeName()][tone];
  const word = useContractWord();
  return (
    <Tag data-tone={tone} style={{ color: colors.text, background: colors.background, borderColor: colors.border }}>
      {typeof children === 'string' ? word(children) : children}
    </Tag>
  );
}

/**
 * The tag of a state of one catalogue: its label and its tone, both from the contract. A state the catalogue does not
 * know (a newer server) shows as written, in the neutral tone.
 */
export function stateTag<S extends string>(labels: Readonly<Record<S, string>>, tones: Readonly<Record<S, Tone>>) {
  return function CatalogueStateTag(state: string): ReactNode {
    const known = Object.hasOwn(labels, state);
    return <StatusTag tone={known ? tones[state as S] : 'neutral'}>{known ? labels[state as S] : state}</StatusTag>;
  };
}
