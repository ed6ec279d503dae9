import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("category/:categoryId", "routes/category.tsx"),
  route("methodology", "routes/methodology.tsx"),
  route("ingredient-checker", "routes/ingredient-checker.tsx"),
  route("contact", "routes/contact.tsx"),
  route("quiz", "routes/quiz.tsx"),
  route("quiz/:category", "routes/quiz-category.tsx"),
  route("compare/:productId", "routes/compare.tsx"),
  route("auth", "routes/auth.tsx"),
  route("auth/forgot", "routes/auth-forgot.tsx"),
  route("auth/reset", "routes/auth-reset.tsx"),
  route("auth/verify", "routes/auth-verify.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("admin/blog", "routes/admin-blog.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("accessibility", "routes/accessibility.tsx"),
  route("dev/outbox", "routes/dev-outbox.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
