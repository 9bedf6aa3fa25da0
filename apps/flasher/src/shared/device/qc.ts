// The QC test (spec §3, §4; docs/flasher.md): the firmware's self-test answers one line per sensor,
// then the air sensor's calibration. A sensor that does not answer, or reads outside the bench's
// range (@sereno/validation qcRanges), fails the device.
import { qcRanges, qcSensors, type QcSensor } from '@sereno/validation';

export interface QcReading {
  sensor: QcSensor;
  answered: boolean;
  value: number | null;
}

export interface QcResult {
  outcome: 'passed' | 'failed';
  /** `sensorSilent:<sensor>` or `outOfRange:<sensor>` for the first sensor that failed. */
  reason: string | null;
  readings: QcReading[];
  calibration: 'calibrated' | 'pending';
}

export function evaluateSelfTest(lines: readonly string[]): QcResult {
  const readings = qcSensors.map((sensor): QcReading => {
    const line = lines.find((candidate) => candidate.startsWith(`sensor ${sensor} `));
    const value = line?.match(/^sensor \S+ ok (-?\d+(?:\.\d+)?)$/)?.[1];
    return { sensor, answered: value !== undefined, value: value === undefined ? null : Number(value) };
  });
  const calibration = lines.some((line) => line === 'calibration calibrated') ? 'calibrated' : 'pending';
  const failure = readings
    .map((reading) => {
      if (!reading.answered || reading.value === null) return `sensorSilent:${reading.sensor}`;
      const range = qcRanges[reading.sensor];
      return reading.value < range.min || reading.value > range.max ? `outOfRange:${reading.sensor}` : null;
    })
    .find((reason) => reason !== null);
  return { outcome: failure ? 'failed' : 'passed', reason: failure ?? null, readings, calibration };
}
