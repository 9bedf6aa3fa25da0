// Inter, bundled with the app from @fontsource-variable (never fetched from the internet).
// Imported by ThemeRoot inside this repository; the published package leaves it to the app to import
// `@sereno/ui/fonts`, so that the font files are bundled only on request.
import '@fontsource-variable/inter';
