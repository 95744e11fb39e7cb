import { Camera, Clapperboard, Laugh, type LucideIcon, Music, Sparkles, Trophy } from "lucide-react";

const ICONS: Record<string, LucideIcon> = {
  actors: Clapperboard,
  musicians: Music,
  comedians: Laugh,
  athletes: Trophy,
  "content-creators": Camera,
};

export const categoryIcon = (categoryId: string): LucideIcon => ICONS[categoryId] ?? Sparkles;
