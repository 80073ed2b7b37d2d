/**
 * The content categories of spec §3, for creator profiles and for a campaign's creator interests. The id is what
 * records and the API store, so a label can be reworded or translated (web: `category.<id>`) without a migration.
 */
export const CATEGORIES = [
  { id: 'home-diy', label: 'Home/DIY' },
  { id: 'food-cooking', label: 'Food & Cooking' },
  { id: 'beauty-fashion', label: 'Beauty & Fashion' },
  { id: 'art-design', label: 'Art & Design' },
  { id: 'tech-gadgets', label: 'Tech & Gadgets' },
  { id: 'health-fitness', label: 'Health & Fitness' },
  { id: 'entertainment-culture', label: 'Entertainment & Culture' },
  { id: 'parenting-family', label: 'Parenting & Family' },
  { id: 'gaming-sports', label: 'Gaming & Sports' },
  { id: 'business-startups', label: 'Business/Startups' },
  { id: 'travel-adventure', label: 'Travel & Adventure' },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]['id'];

export const CATEGORY_IDS: readonly CategoryId[] = CATEGORIES.map((category) => category.id);
