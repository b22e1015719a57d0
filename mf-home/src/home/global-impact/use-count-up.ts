import { useEffect, useState } from 'react';
import { COUNTER_DURATION_MS, COUNTER_STEPS } from '@pharma/shared';

/**
 * Counter values: 0 until `started`, then up to each target over COUNTER_DURATION_MS in
 * COUNTER_STEPS steps, then exactly the target (also when targets change later).
 */
export function useCountUp(targets: number[], started: boolean): number[] {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (!started) return undefined;
    const timer = setInterval(() => {
      setStep((current) => {
        if (current + 1 >= COUNTER_STEPS) clearInterval(timer);
        return Math.min(current + 1, COUNTER_STEPS);
      });
    }, COUNTER_DURATION_MS / COUNTER_STEPS);
    return () => clearInterval(timer);
  }, [started]);
  if (step >= COUNTER_STEPS) return targets;
  return targets.map((target) => Math.floor((target * step) / COUNTER_STEPS));
}
