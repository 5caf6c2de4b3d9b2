import { LOCALES } from '@members/contract';
import type { Locale } from '@members/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeLineStatus } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';

import { useLineStatusTexts } from './use-line-status-texts';

const COUNTS = [0, 1, 2, 5] as const;
type Count = (typeof COUNTS)[number];

/**
 * The connections in use as each language words them, by the number in use:
 * the words follow that number ("1 connexion sur 2", "2 connexions sur 3"),
 * and the limit (`{max}`) is written where no word depends on it.
 */
const CONNECTIONS: Record<
  Locale,
  { limited: Record<Count, string>; unlimited: Record<Count, string> }
> = {
  'en-en': {
    limited: {
      0: '0 connections in use now, {max} allowed',
      1: '1 connection in use now, {max} allowed',
      2: '2 connections in use now, {max} allowed',
      5: '5 connections in use now, {max} allowed',
    },
    unlimited: {
      0: '0 connections in use now, no limit',
      1: '1 connection in use now, no limit',
      2: '2 connections in use now, no limit',
      5: '5 connections in use now, no limit',
    },
  },
  'de-de': {
    limited: {
      0: '0 Verbindungen gerade in Gebrauch, {max} erlaubt',
      1: '1 Verbindung gerade in Gebrauch, {max} erlaubt',
      2: '2 Verbindungen gerade in Gebrauch, {max} erlaubt',
      5: '5 Verbindungen gerade in Gebrauch, {max} erlaubt',
    },
    unlimited: {
      0: '0 Verbindungen gerade in Gebrauch, ohne Limit',
      1: '1 Verbindung gerade in Gebrauch, ohne Limit',
      2: '2 Verbindungen gerade in Gebrauch, ohne Limit',
      5: '5 Verbindungen gerade in Gebrauch, ohne Limit',
    },
  },
  'es-es': {
    limited: {
      0: '0 conexiones en uso ahora, límite de {max}',
      1: '1 conexión en uso ahora, límite de {max}',
      2: '2 conexiones en uso ahora, límite de {max}',
      5: '5 conexiones en uso ahora, límite de {max}',
    },
    unlimited: {
      0: '0 conexiones en uso ahora, sin límite',
      1: '1 conexión en uso ahora, sin límite',
      2: '2 conexiones en uso ahora, sin límite',
      5: '5 conexiones en uso ahora, sin límite',
    },
  },
  'fr-fr': {
    limited: {
      0: '0 connexion sur {max} utilisée en ce moment',
      1: '1 connexion sur {max} utilisée en ce moment',
      2: '2 connexions sur {max} utilisées en ce moment',
      5: '5 connexions sur {max} utilisées en ce moment',
    },
    unlimited: {
      0: '0 connexion utilisée en ce moment, sans limite',
      1: '1 connexion utilisée en ce moment, sans limite',
      2: '2 connexions utilisées en ce moment, sans limite',
      5: '5 connexions utilisées en ce moment, sans limite',
    },
  },
  'pt-pt': {
    limited: {
      0: '0 ligações em uso agora, limite de {max}',
      1: '1 ligação em uso agora, limite de {max}',
      2: '2 ligações em uso agora, limite de {max}',
      5: '5 ligações em uso agora, limite de {max}',
    },
    unlimited: {
      0: '0 ligações em uso agora, sem limite',
      1: '1 ligação em uso agora, sem limite',
      2: '2 ligações em uso agora, sem limite',
      5: '5 ligações em uso agora, sem limite',
    },
  },
  'se-se': {
    limited: {
      0: '0 anslutningar används nu, högst {max}',
      1: '1 anslutning används nu, högst {max}',
      2: '2 anslutningar används nu, högst {max}',
      5: '5 anslutningar används nu, högst {max}',
    },
    unlimited: {
      0: '0 anslutningar används nu, ingen gräns',
      1: '1 anslutning används nu, ingen gräns',
      2: '2 anslutningar används nu, ingen gräns',
      5: '5 anslutningar används nu, ingen gräns',
    },
  },
  // Turkish nouns stay singular after a number.
  'tr-tr': {
    limited: {
      0: 'Şu anda {max} bağlantıdan 0 tanesi kullanımda',
      1: 'Şu anda {max} bağlantıdan 1 tanesi kullanımda',
      2: 'Şu anda {max} bağlantıdan 2 tanesi kullanımda',
      5: 'Şu anda {max} bağlantıdan 5 tanesi kullanımda',
    },
    unlimited: {
      0: 'Şu anda 0 bağlantı kullanımda, sınır yok',
      1: 'Şu anda 1 bağlantı kullanımda, sınır yok',
      2: 'Şu anda 2 bağlantı kullanımda, sınır yok',
      5: 'Şu anda 5 bağlantı kullanımda, sınır yok',
    },
  },
};

/** The connections text of a line for every number in use and every limit (0: none). */
function ConnectionTexts() {
  const texts = useLineStatusTexts();
  return (
    <ul>
      {COUNTS.flatMap((max) =>
        COUNTS.map((active) => (
          <li key={`${active}/${max}`} data-testid={`${active}/${max}`}>
            {texts.connections(
              makeLineStatus({
                activeConnections: active,
                maxConnections: max,
              }),
            )}
          </li>
        )),
      )}
    </ul>
  );
}

describe('the connections in use', () => {
  for (const locale of LOCALES) {
    it(`follow the number in use, for 0, 1, 2 and 5 in use and as the limit, in ${locale}`, async () => {
      await renderWithProviders(<ConnectionTexts />, { locale });
      const { limited, unlimited } = CONNECTIONS[locale];
      for (const max of COUNTS) {
        for (const active of COUNTS) {
          const expected =
            max === 0
              ? unlimited[active]
              : limited[active].replace('{max}', String(max));
          expect(
            screen.getByTestId(`${active}/${max}`).textContent,
            `${active} in use, limit ${max}`,
          ).toBe(expected);
        }
      }
    });
  }
});
