// The public API of @sereno/ui, named one by one: `index.test.ts` snapshots it so that a change is deliberate.
// `.css.ts` files of the apps import `vars` and the breakpoints from `@sereno/ui/css` instead.

// Theme
export { darkTheme, lightTheme, vars } from './theme/vars.css';
export { breakpointQueries, breakpoints, containers } from './theme/breakpoints';
export type { Breakpoint } from './theme/breakpoints';
export type { Space } from './theme/space';
export { ThemeRoot, themeDirections, themeNames } from './ThemeRoot/ThemeRoot';
export type { ThemeDirection, ThemeName, ThemeRootProps } from './ThemeRoot/ThemeRoot';

// Layout and type
export { Stack, stackAlignments } from './Stack/Stack';
export type { StackAlign, StackProps } from './Stack/Stack';
export { Inline, inlineAlignments, inlineJustifications } from './Inline/Inline';
export type { InlineAlign, InlineJustify, InlineProps } from './Inline/Inline';
export { Heading, headingLevels } from './Heading/Heading';
export type { HeadingLevel, HeadingProps } from './Heading/Heading';
export { Text, textFigures, textSizes, textTones, textWeights } from './Text/Text';
export type { TextFigures, TextProps, TextSize, TextTone, TextWeight } from './Text/Text';

// Actions
export { Button, buttonSizes, buttonTones, buttonVariants } from './Button/Button';
export type { ButtonProps, ButtonSize, ButtonTone, ButtonVariant } from './Button/Button';
export { LinkButton } from './LinkButton/LinkButton';
export type { LinkButtonProps } from './LinkButton/LinkButton';

// Forms
export { TextField, textFieldTypes } from './TextField/TextField';
export type { TextFieldProps, TextFieldType } from './TextField/TextField';
export { PasswordField } from './PasswordField/PasswordField';
export type { PasswordFieldProps } from './PasswordField/PasswordField';

// Form fields: NumberField, TextArea, choices, selects, dates, files (keep additions inside this block)
export { NumberField, numberFieldModes } from './NumberField/NumberField';
export type { NumberFieldMode, NumberFieldProps } from './NumberField/NumberField';
export { TEXT_AREA_MAX_LENGTH, TextArea } from './TextArea/TextArea';
export type { TextAreaProps } from './TextArea/TextArea';
export { Switch } from './Switch/Switch';
export type { SwitchProps } from './Switch/Switch';
export { Checkbox } from './Checkbox/Checkbox';
export type { CheckboxProps } from './Checkbox/Checkbox';
export { Radio, RadioGroup, radioGroupOrientations } from './RadioGroup/RadioGroup';
export type { RadioGroupHandle, RadioGroupOrientation, RadioGroupProps, RadioProps } from './RadioGroup/RadioGroup';
export { Select, SelectItem } from './Select/Select';
export type { SelectItemProps, SelectOption, SelectProps } from './Select/Select';
export { SEARCH_SELECT_DEBOUNCE_MS, SEARCH_SELECT_PAGE_SIZE, SearchSelect } from './SearchSelect/SearchSelect';
export type { SearchSelectOption, SearchSelectPage, SearchSelectProps, SearchSelectQuery } from './SearchSelect/SearchSelect';
export { DatePicker } from './DatePicker/DatePicker';
export type { DateFieldHandle, DatePickerProps } from './DatePicker/DatePicker';
export { DateRangePicker } from './DateRangePicker/DateRangePicker';
export type { DateRange, DateRangePickerProps } from './DateRangePicker/DateRangePicker';
export { TimeField } from './TimeField/TimeField';
export type { TimeFieldProps } from './TimeField/TimeField';
export { FILE_DROP_MAX_FILE_SIZE, FileDrop } from './FileDrop/FileDrop';
export type { FileDropItem, FileDropProps } from './FileDrop/FileDrop';
export { LanguageSelectorCard, languageCodes } from './LanguageSelectorCard/LanguageSelectorCard';
export type { LanguageCode, LanguageSelectorCardProps } from './LanguageSelectorCard/LanguageSelectorCard';
// End of form fields

// Surfaces and feedback
export { Card, cardTones } from './Card/Card';
export type { CardBodyProps, CardFooterProps, CardHeaderProps, CardProps, CardTone } from './Card/Card';
export { NOTIFICATION_AUTO_HIDE_MS, Notification, notificationTones } from './Notification/Notification';
export type { NotificationProps, NotificationTone } from './Notification/Notification';

// Layout, navigation, feedback and foundations (keep additions inside this block)
export { sprinkles } from './theme/sprinkles.css';
export type { Sprinkles } from './theme/sprinkles.css';
export { Box, boxElements } from './Box/Box';
export type { BoxElement, BoxProps } from './Box/Box';
export { Columns, columnWidths, columnsAlignments, columnsCollapseBreakpoints } from './Columns/Columns';
export type { ColumnProps, ColumnWidth, ColumnsAlignY, ColumnsCollapseBelow, ColumnsProps } from './Columns/Columns';
export { AppShell } from './AppShell/AppShell';
export type { AppShellProps } from './AppShell/AppShell';
export { SideNav, sideNavTones } from './SideNav/SideNav';
export type { SideNavActionProps, SideNavGroupProps, SideNavItemProps, SideNavLinkProps, SideNavProps, SideNavTone } from './SideNav/SideNav';
export { Navbar } from './Navbar/Navbar';
export type { NavbarProps } from './Navbar/Navbar';
export type { LinkComponentProps } from './private/link';
export { Tabs } from './Tabs/Tabs';
export type { TabsListProps, TabsPanelProps, TabsProps, TabsTabProps } from './Tabs/Tabs';
export { CollapsibleSection, collapsibleSectionLevels } from './CollapsibleSection/CollapsibleSection';
export type { CollapsibleSectionLevel, CollapsibleSectionProps } from './CollapsibleSection/CollapsibleSection';
export { Breadcrumbs } from './Breadcrumbs/Breadcrumbs';
export type { BreadcrumbsItemProps, BreadcrumbsProps } from './Breadcrumbs/Breadcrumbs';
export { PageHeader } from './PageHeader/PageHeader';
export type { PageHeaderProps } from './PageHeader/PageHeader';
export { EmptyState } from './EmptyState/EmptyState';
export type { EmptyStateProps } from './EmptyState/EmptyState';
export { Skeleton, skeletonShapes } from './Skeleton/Skeleton';
export type { SkeletonProps, SkeletonShape } from './Skeleton/Skeleton';
export { Modal } from './Modal/Modal';
export type { ModalBodyProps, ModalDescriptionProps, ModalFooterProps, ModalProps, ModalTitleProps, ModalTriggerProps } from './Modal/Modal';
export { ConfirmDialog, confirmDialogIntents, confirmDialogTones } from './ConfirmDialog/ConfirmDialog';
export { SelectionBar } from './SelectionBar/SelectionBar';
export type { SelectionBarProps } from './SelectionBar/SelectionBar';
export type { ConfirmDialogIntent, ConfirmDialogProps, ConfirmDialogTone } from './ConfirmDialog/ConfirmDialog';
export { Toaster, useToast } from './Toaster/Toaster';
export type { ToastApi, ToastOptions, ToasterProps } from './Toaster/Toaster';
export { Badge, badgeTones, badgeVariants } from './Badge/Badge';
export type { BadgeProps, BadgeTone, BadgeVariant } from './Badge/Badge';
export { StatusLabel } from './StatusLabel/StatusLabel';
export type { StatusLabelProps, StatusLabelTone } from './StatusLabel/StatusLabel';
export { ProgressBar } from './ProgressBar/ProgressBar';
export type { ProgressBarProps } from './ProgressBar/ProgressBar';
export { Tooltip, tooltipPlacements } from './Tooltip/Tooltip';
export type { TooltipPlacement, TooltipProps } from './Tooltip/Tooltip';
export { InfoMessage } from './InfoMessage/InfoMessage';
export type { InfoMessageProps } from './InfoMessage/InfoMessage';
// End of layout, navigation, feedback and foundations

// Data display and charts
export { DataTable, selectionModes, sortModes } from './DataTable/DataTable';
export type { DataTableProps, SelectionMode, SortMode } from './DataTable/DataTable';
export { columnAlignments } from './DataTable/columns';
export type { CellValue, ColumnAlign, DataTableColumn, DataTableSort, SortDirection } from './DataTable/columns';
export { PaginationFooter } from './PaginationFooter/PaginationFooter';
export type { PaginationFooterProps } from './PaginationFooter/PaginationFooter';
export { clampPage, defaultPageSize, maxPageButtons, pageCount, pageRange, pageSizeOptions } from './PaginationFooter/pagination';
export { useTableQueryState } from './useTableQueryState/useTableQueryState';
export type { SearchParamsState, TableQueryState } from './useTableQueryState/useTableQueryState';
export { readTableQuery, tableQueryKeys, writeTableQuery } from './useTableQueryState/tableQuery';
export type { TableQuery, TableQueryOptions } from './useTableQueryState/tableQuery';
export { LineChart } from './LineChart/LineChart';
export type { LineChartBand, LineChartProps, LineChartReferenceLine, LineChartSeries } from './LineChart/LineChart';
export type { ChartPoint } from './LineChart/series';
export { Sparkline } from './Sparkline/Sparkline';
export type { SparklineProps } from './Sparkline/Sparkline';
export { Meter } from './Meter/Meter';
export type { MeterBand, MeterProps } from './Meter/Meter';
export { OccupancyBars } from './OccupancyBars/OccupancyBars';
export type { OccupancyBarsProps, OccupancyBucket } from './OccupancyBars/OccupancyBars';
export { chartTones } from './private/chart/tones';
export type { ChartTone } from './private/chart/tones';
// End of data display and charts
