import * as v from 'valibot';
import { getJson } from '../../data/http';
import { PATIENCE_MS } from '../../network/deadline';
import { moonDayFromAge, moonPhaseOfDay } from '../../data/moon/moonDay';
import type { MoonReading } from '../../data/moon/moonReading';

export const MOON_SERVICE_TIMEOUT_MS = PATIENCE_MS;

const AnswerSchema = v.pipe(
  v.array(
    v.object({
      Age: v.pipe(v.number(), v.minValue(0), v.maxValue(30)),
      Moon: v.optional(v.array(v.string())),
      Phase: v.optional(v.string()),
    }),
  ),
  v.minLength(1),
);

/** Asks a moon service of the original's answer shape (`?d=<unix seconds>` → `[{ Age, Phase, Moon }]`). */
export async function fetchMoon(
  serviceUrl: string,
  instant: Date,
  timeoutMs = MOON_SERVICE_TIMEOUT_MS,
): Promise<MoonReading> {
  const url = `${serviceUrl}?d=${Math.floor(instant.getTime() / 1000)}`;
  const [first] = v.parse(AnswerSchema, await getJson(url, { timeoutMs }));
  if (!first) throw new Error('The moon service answered an empty list');
  const serviceName = first.Phase ?? first.Moon?.[0];
  return {
    age: first.Age,
    phase: moonPhaseOfDay(moonDayFromAge(first.Age)),
    ...(serviceName ? { serviceName } : {}),
    source: 'service',
    serviceFailed: false,
  };
}
