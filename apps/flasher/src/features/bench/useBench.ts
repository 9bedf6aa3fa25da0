// The bench's state (spec §4 flasher states; docs/flasher.md): the connected unit, the action running
// and its state, the flash's progress and time left, the log, the last label, and the shift's tally.
import {
  ApiError,
  downloadFirmwareImage,
  recordFactoryEvent,
  recordQcResult,
  registerFactoryDevice,
  type FirmwareImage,
  type RegisteredFactoryDevice,
} from '@sereno/api-client';
import { useCallback, useRef, useState } from 'react';
import { FlasherError, asFlasherError, type FlasherProblem } from '../../shared/device/errors.ts';
import { progressTracker, type FlashProgress } from '../../shared/device/progress.ts';
import type { QcResult } from '../../shared/device/qc.ts';
import { deviceFilters, type SerialLike, type SerialPortLike } from '../../shared/device/serial-port.ts';
import { detectChip, eraseMemory, flashFirmware, runQc, writeToken, type ChipInfo } from '../../shared/device/station.ts';

export type BenchAction = 'qc' | 'staging' | 'production' | 'erase';
export type { FlashProgress };

/** Spec §4: QC testing → passed / failed / disconnected; flash and erase erasing → flashing → success. */
export type BenchStatus = 'testing' | 'passed' | 'failed' | 'disconnected' | 'erasing' | 'flashing' | 'verifying' | 'success';

export type BenchNotice =
  | { kind: 'problem'; problem: FlasherProblem | 'noImage'; detail: string }
  | { kind: 'qc'; result: QcResult }
  | { kind: 'flashed'; version: string }
  | { kind: 'registered'; monitorId: string; version: string }
  | { kind: 'erased' };

export interface Tally {
  passed: number;
  failed: number;
  reasons: Record<string, number>;
}

export interface LogLine {
  at: Date;
  text: string;
}

const busyStatuses: readonly BenchStatus[] = ['testing', 'erasing', 'flashing', 'verifying'];

export function useBench(serial: SerialLike, images: Partial<Record<'staging' | 'production', FirmwareImage>>) {
  const [port, setPort] = useState<SerialPortLike | null>(null);
  const [chip, setChip] = useState<ChipInfo | null>(null);
  const [connecting, setConnecting] = useState(false);
  const [running, setRunning] = useState<BenchAction | null>(null);
  const [status, setStatus] = useState<BenchStatus | null>(null);
  const [progress, setProgress] = useState<FlashProgress | null>(null);
  const [notice, setNotice] = useState<BenchNotice | null>(null);
  const [label, setLabel] = useState<RegisteredFactoryDevice['device'] | null>(null);
  const [log, setLog] = useState<LogLine[]>([]);
  const [tally, setTally] = useState<Tally>({ passed: 0, failed: 0, reasons: {} });
  const imageCache = useRef(new Map<string, Uint8Array>());

  const write = useCallback((text: string) => setLog((lines) => [...lines, { at: new Date(), text }]), []);

  const fail = useCallback(
    (error: unknown): FlasherError => {
      const problem = error instanceof ApiError ? new FlasherError('server', error.message) : asFlasherError(error);
      write(`! ${problem.problem}: ${problem.message}`);
      setNotice({ kind: 'problem', problem: problem.problem, detail: problem.message });
      return problem;
    },
    [write],
  );

  /** Asks the browser for the unit's port (the chooser), then detects its chip. */
  const connect = useCallback(async (): Promise<{ port: SerialPortLike; chip: ChipInfo } | null> => {
    setNotice(null);
    setLabel(null);
    setStatus(null);
    setProgress(null);
    setConnecting(true);
    try {
      const chosen = await serial.requestPort({ filters: deviceFilters });
      setPort(chosen);
      setChip(null);
      write(`port ${JSON.stringify(chosen.getInfo())}`);
      const detected = await detectChip(chosen, write);
      write(`chip ${detected.chip}, MAC ${detected.mac}`);
      setChip(detected);
      return { port: chosen, chip: detected };
    } catch (error) {
      fail(error);
      return null;
    } finally {
      setConnecting(false);
    }
  }, [serial, write, fail]);

  const record = useCallback(
    async (call: () => Promise<unknown>) => {
      try {
        await call();
      } catch (error) {
        write(`! history not recorded: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    [write],
  );

  const qc = useCallback(
    async (unit = port, known = chip): Promise<QcResult | null> => {
      if (!unit) return null;
      setRunning('qc');
      setNotice(null);
      setStatus('testing');
      try {
        const result = await runQc(unit, write);
        await recordQcResult({
          mac: result.mac,
          outcome: result.outcome,
          calibration: result.calibration,
          readings: result.readings,
          ...(result.reason ? { reason: result.reason } : {}),
        });
        setStatus(result.outcome);
        setNotice({ kind: 'qc', result });
        return result;
      } catch (error) {
        const problem = fail(error);
        setStatus(problem.problem === 'unplugged' ? 'disconnected' : 'failed');
        if (known && problem.problem !== 'server')
          await record(() =>
            recordQcResult({ mac: known.mac, outcome: problem.problem === 'unplugged' ? 'disconnected' : 'failed', reason: problem.problem, readings: [] }),
          );
        return { outcome: 'failed', reason: problem.problem, readings: [], calibration: 'pending' };
      } finally {
        setRunning(null);
      }
    },
    [port, chip, write, fail, record],
  );

  const imageBytes = useCallback(async (image: FirmwareImage) => {
    const cached = imageCache.current.get(image.id);
    if (cached) return cached;
    const bytes = await downloadFirmwareImage(image.id);
    imageCache.current.set(image.id, bytes);
    return bytes;
  }, []);

  /** Flashes the channel's newest image; a production flash then registers the device and writes its token. */
  const flash = useCallback(
    async (channel: 'staging' | 'production', unit = port): Promise<{ ok: boolean; reason?: string }> => {
      if (!unit) return { ok: false };
      const image = images[channel];
      setNotice(null);
      setLabel(null);
      if (!image) {
        setNotice({ kind: 'problem', problem: 'noImage', detail: channel });
        return { ok: false, reason: 'noImage' };
      }
      setRunning(channel);
      setProgress(null);
      let mac = chip?.mac ?? null;
      const track = progressTracker();
      try {
        const bytes = await imageBytes(image);
        write(`flash ${channel} ${image.version} (${bytes.length} bytes, md5 ${image.md5})`);
        const flashed = await flashFirmware(
          unit,
          { bytes, version: image.version },
          write,
          (phase) => setStatus(phase),
          (written, total) => setProgress(track(written, total)),
        );
        mac = flashed.mac;
        setChip(flashed);
        await recordFactoryEvent({ mac: flashed.mac, kind: 'flash', outcome: 'success', imageId: image.id });
        if (channel === 'production') {
          const registered = await registerFactoryDevice(flashed.mac, image.id);
          await writeToken(unit, registered.token, write);
          write(`registered ${registered.device.monitorId}`);
          setLabel(registered.device);
          setNotice({ kind: 'registered', monitorId: registered.device.monitorId, version: image.version });
        } else setNotice({ kind: 'flashed', version: image.version });
        setStatus('success');
        return { ok: true };
      } catch (error) {
        const problem = fail(error);
        setStatus(problem.problem === 'unplugged' ? 'disconnected' : 'failed');
        if (mac && problem.problem !== 'server')
          await record(() =>
            recordFactoryEvent({
              mac: mac ?? '',
              kind: 'flash',
              outcome: problem.problem === 'unplugged' ? 'disconnected' : 'failed',
              reason: problem.problem,
              imageId: image.id,
            }),
          );
        return { ok: false, reason: problem.problem };
      } finally {
        setRunning(null);
      }
    },
    [port, chip, images, imageBytes, write, fail, record],
  );

  const erase = useCallback(async () => {
    if (!port) return;
    setRunning('erase');
    setNotice(null);
    setLabel(null);
    setProgress(null);
    setStatus('erasing');
    try {
      const erased = await eraseMemory(port, write);
      await recordFactoryEvent({ mac: erased.mac, kind: 'erase', outcome: 'success' });
      setStatus('success');
      setNotice({ kind: 'erased' });
    } catch (error) {
      const problem = fail(error);
      setStatus(problem.problem === 'unplugged' ? 'disconnected' : 'failed');
      if (chip && problem.problem !== 'server')
        await record(() =>
          recordFactoryEvent({ mac: chip.mac, kind: 'erase', outcome: problem.problem === 'unplugged' ? 'disconnected' : 'failed', reason: problem.problem }),
        );
    } finally {
      setRunning(null);
    }
  }, [port, chip, write, fail, record]);

  /** Batch mode: connect, QC, production flash, label — and the shift's tally. */
  const next = useCallback(async () => {
    const connected = await connect();
    const count = (reason: string | null) =>
      setTally((current) =>
        reason === null
          ? { ...current, passed: current.passed + 1 }
          : { ...current, failed: current.failed + 1, reasons: { ...current.reasons, [reason]: (current.reasons[reason] ?? 0) + 1 } },
      );
    if (!connected) return;
    const result = await qc(connected.port, connected.chip);
    if (!result || result.outcome !== 'passed') return count(result?.reason ?? 'unexpected');
    const flashed = await flash('production', connected.port);
    count(flashed.ok ? null : (flashed.reason ?? 'unexpected'));
  }, [connect, qc, flash]);

  const busy = connecting || running !== null || (status !== null && busyStatuses.includes(status) && running !== null);
  return { port, chip, connecting, running, status, progress, notice, label, log, tally, busy, connect, qc, flash, erase, next };
}
