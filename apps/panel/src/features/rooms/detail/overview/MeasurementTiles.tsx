import type { RoomDetail } from '@sereno/api-client';
import { Stack, Text, type CardTone } from '@sereno/ui';
import { iaqBandOf, noiseLevelOf, occupancyLevelOf, wifiQualityOf, type IaqBand } from '@sereno/validation';
import { useTranslation } from 'react-i18next';
import type { CurrentValues } from './currentValues.ts';
import { MeasurementTile } from './MeasurementTile.tsx';
import { isStale } from '../../shared/measurements.ts';
import * as styles from './Overview.css.ts';

const noiseTones: Record<string, CardTone> = { high: 'critical', medium: 'caution' };
const occupancyTones: Record<string, CardTone> = { 'very high': 'critical', high: 'caution' };
const iaqTones: Partial<Record<IaqBand, CardTone>> = {
  moderatelyPolluted: 'caution',
  heavilyPolluted: 'caution',
  severelyPolluted: 'critical',
  extremelyPolluted: 'critical',
};

/** An explanation of `rooms.detail.help`, one paragraph a line. */
function Help({ text }: { text: string }) {
  return (
    <Stack gap="small">
      {text.split('\n').map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
    </Stack>
  );
}

/**
 * The nine measurements of the device (spec §2): battery, Wi-Fi, noise, smoke probability, occupancy,
 * VOC, IAQ, temperature and humidity, each with what it means. Colour only where a value calls for
 * attention (calm by default).
 */
export function MeasurementTiles({ room, values }: { room: RoomDetail; values: CurrentValues }) {
  const { t, i18n } = useTranslation();
  const number = (value: number | undefined, digits = 0) =>
    value === undefined ? undefined : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits }).format(value);
  const help = (key: string) => <Help text={t(`rooms.detail.help.${key}`)} />;

  // Old values say how the room was: greyed, and no colour of alarm (the server's status decides).
  const stale = isStale(room.status);
  const noiseLevel = stale || values.noise === undefined ? 'disconnected' : noiseLevelOf(values.noise, room.thresholds);
  const occupancy = stale || values.pax === undefined ? undefined : occupancyLevelOf(values.pax, room.crowdingAlertTreshold);
  const band = values.iaq === undefined ? undefined : iaqBandOf(values.iaq);
  const smokeAlert = !stale && values.smokingProbability !== undefined && values.smokingProbability >= room.smokingAlertThreshold;

  return (
    <div className={stale ? styles.staleTiles : styles.tiles} data-stale={stale || undefined}>
      <MeasurementTile
        label={t('rooms.detail.measurements.noise')}
        value={number(values.noise)}
        unit="dBA"
        detail={t(`rooms.detail.noiseLevels.${noiseLevel}`)}
        tone={noiseTones[noiseLevel]}
        help={help('noise')}
      />
      <MeasurementTile
        label={t('rooms.detail.measurements.smokingProbability')}
        value={number(values.smokingProbability)}
        unit="%"
        detail={t('rooms.detail.measurements.smokeThreshold', { threshold: room.smokingAlertThreshold })}
        tone={smokeAlert ? 'critical' : 'neutral'}
        help={help('smokingProbability')}
      />
      <MeasurementTile
        label={t('rooms.detail.measurements.occupancy')}
        value={number(values.pax)}
        unit={t('rooms.detail.measurements.devicesUnit', { count: values.pax ?? 0 })}
        detail={occupancy ? t(`rooms.detail.occupancyLevels.${occupancy}`) : undefined}
        tone={occupancy ? occupancyTones[occupancy] : undefined}
        help={help('occupancy')}
      />
      <MeasurementTile
        label={t('rooms.detail.measurements.iaq')}
        value={number(values.iaq)}
        unit="IAQ"
        detail={band ? t(`rooms.detail.iaqBands.${band}`) : undefined}
        tone={band && !stale ? iaqTones[band] : undefined}
        help={help('iaq')}
      />
      <MeasurementTile label={t('rooms.detail.measurements.voc')} value={number(values.voc, 1)} unit="ppm" help={help('voc')} />
      <MeasurementTile label={t('rooms.detail.measurements.temperature')} value={number(values.temperature, 1)} unit="°C" help={help('temperature')} />
      <MeasurementTile label={t('rooms.detail.measurements.humidity')} value={number(values.humidity)} unit="%RH" help={help('humidity')} />
      <MeasurementTile
        label={t('rooms.detail.measurements.battery')}
        value={number(values.battery)}
        unit="%"
        detail={values.batteryMode ? t(`rooms.detail.batteryModes.${values.batteryMode}`, { defaultValue: values.batteryMode }) : undefined}
        help={help('battery')}
      />
      <MeasurementTile
        label={t('rooms.detail.measurements.wifi')}
        value={number(values.wifi)}
        unit="dBm"
        detail={values.wifi === undefined ? undefined : t(`rooms.detail.wifiQualities.${wifiQualityOf(values.wifi)}`)}
        help={help('wifi')}
      />
    </div>
  );
}
