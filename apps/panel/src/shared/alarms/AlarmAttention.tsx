import { activeAlarmCountQuery, alarmKeys, useRoomEvents, type RoomAlarmEvent } from '@sereno/api-client';
import { useToast } from '@sereno/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TextLink } from '../layout/TextLink.tsx';
import { paths, withQuery } from '../paths.ts';
import { useAlarmBrowserNotifications, useAlarmSound } from '../preferences/alarmAlerts.ts';
import { playAlarmChime, primeAlarmChime } from './alarmChime.ts';
import { setFaviconBadge } from './faviconBadge.ts';

type EventAlarm = RoomAlarmEvent['alarm'];

/** How long a new alarm's toast stays (paused while hovered or focused). */
const alarmToastMs = 10_000;

/**
 * An alarm event is a raise when it is the alarm's first news: active, and its newest reading the
 * one that raised it (a later change of level or stage comes with a later reading, or after one).
 */
/** The event of an alarm's raise: said by the server, else (an older server) its first reading. */
const isRaise = (alarm: EventAlarm, raised: boolean | undefined): boolean => alarm.state === 'active' && (raised ?? alarm.createdAt === alarm.lastTriggeredAt);

/**
 * Draws attention to alarms on every page of the private area: a new alarm raises a toast with links
 * to its room and to the active alarms, plays a chime and, while the page is out of view, shows a
 * browser notification (each as the person chose: features/alarms/AlarmAlertSettings); the tab's
 * title and icon carry the count of active alarms ("(2) Sereno"), so that a tab in the background says
 * it too. Put once in the layout, inside a `Toaster`.
 */
export function AlarmAttention() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const count = useQuery(activeAlarmCountQuery());
  const navigate = useNavigate();
  const [sound] = useAlarmSound();
  const [browserNotifications] = useAlarmBrowserNotifications();
  // One toast per alarm, however many events its raise brings.
  const told = useRef(new Set<string>());
  useEffect(() => primeAlarmChime(), []);

  useRoomEvents({
    types: ['alarm'],
    onEvent: ({ alarm, raised }) => {
      // The count follows every alarm that appears or resolves; a fetch under way is not started again.
      void queryClient.invalidateQueries({ queryKey: alarmKeys.activeCount }, { cancelRefetch: false });
      if (!isRaise(alarm, raised) || told.current.has(alarm._id)) return;
      told.current.add(alarm._id);
      toast({
        tone: 'warning',
        title: t('alarmAttention.title', { room: alarm.name }),
        message: (
          <>
            {alarm.alarmTitle}. <TextLink to={paths.room(alarm.roomId)}>{t('alarmAttention.openRoom')}</TextLink>
            {' · '}
            <TextLink to={withQuery(paths.alarms, { state: 'active' })}>{t('alarmAttention.openAlarms')}</TextLink>
          </>
        ),
        // Long enough to be read from across the room, not so long that a busy night buries the page;
        // the tab's title keeps the count.
        autoHideMs: alarmToastMs,
      });
      if (sound) playAlarmChime();
      if (browserNotifications && typeof Notification !== 'undefined' && Notification.permission === 'granted' && document.visibilityState !== 'visible') {
        const notification = new Notification(t('alarmAttention.title', { room: alarm.name }), { body: alarm.alarmTitle, tag: alarm._id });
        notification.onclick = () => {
          window.focus();
          void navigate(paths.room(alarm.roomId));
          notification.close();
        };
      }
    },
    onReconnect: () => void queryClient.invalidateQueries({ queryKey: alarmKeys.activeCount }),
  });

  const active = count.data ?? 0;
  useEffect(() => {
    const base = t('app.name');
    document.title = active > 0 ? t('alarmAttention.tabTitle', { active, app: base }) : base;
    const plainIcon = setFaviconBadge(active);
    return () => {
      document.title = base;
      plainIcon();
    };
  }, [active, t]);

  return null;
}
