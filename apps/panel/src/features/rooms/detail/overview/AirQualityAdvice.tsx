import { Card, Meter, Stack, Text, type ChartTone, type MeterBand } from '@sereno/ui';
import { iaqBandOf, iaqBands, type IaqBand } from '@sereno/validation';
import { useTranslation } from 'react-i18next';

/** The IAQ bands' upper ends on the sensor's 0–500 scale (as `iaqBandOf` cuts them). */
const bandCeilings: Record<IaqBand, number> = {
  excellent: 50,
  good: 100,
  lightlyPolluted: 150,
  moderatelyPolluted: 200,
  heavilyPolluted: 250,
  severelyPolluted: 350,
  extremelyPolluted: 500,
};
const bandTones: Record<IaqBand, ChartTone> = {
  excellent: 'positive',
  good: 'positive',
  lightlyPolluted: 'info',
  moderatelyPolluted: 'caution',
  heavilyPolluted: 'caution',
  severelyPolluted: 'critical',
  extremelyPolluted: 'critical',
};

/** The air quality on its bands, and what to do about it: a ventilation suggestion per band (spec §2). */
export function AirQualityAdvice({ iaq }: { iaq: number | undefined }) {
  const { t } = useTranslation();
  const bands: MeterBand[] = iaqBands.map((band) => ({ upTo: bandCeilings[band], label: t(`rooms.detail.iaqBands.${band}`), tone: bandTones[band] }));
  return (
    <Card title={t('rooms.detail.airQuality.title')} titleLevel={3}>
      <Card.Body>
        {iaq === undefined ? (
          <Text tone="secondary">{t('rooms.detail.airQuality.noData')}</Text>
        ) : (
          <Stack gap="small">
            <Meter label={t('rooms.detail.measurements.iaq')} value={iaq} bands={bands} />
            <Text>{t(`rooms.detail.ventilation.${iaqBandOf(iaq)}`)}</Text>
          </Stack>
        )}
      </Card.Body>
    </Card>
  );
}
