// Inter, bundled with the app from @fontsource-variable (never fetched from the internet).
// Imported by ThemeRoot; apps that render without ThemeRoot may import `@sereno/ui/fonts`.
import '@fontsource-variable/inter';
