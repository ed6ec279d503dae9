import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("category/:categoryId", "routes/category.tsx"),
  route("methodology", "routes/methodology.tsx"),
  route("contact", "routes/contact.tsx"),
  route("quiz", "routes/quiz.tsx"),
  route("quiz/:category", "routes/quiz-category.tsx"),
  route("compare/:productId", "routes/compare.tsx"),
  route("auth", "routes/auth.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("admin/blog", "routes/admin-blog.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("accessibility", "routes/accessibility.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
