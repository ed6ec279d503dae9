import { Link } from "react-router";
import { PageHeader, Prose } from "~/components/layout/page-header";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/privacy";

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: "Privacy Policy",
    description: "What CLEARED stores about you, why, for how long, and how affiliate links and the AI chat handle your data.",
    path: "/privacy",
  });
}

export default function Privacy() {
  return (
    <>
      <PageHeader eyebrow="Legal" title="Privacy Policy">
        Last updated 23 November 2026. We collect as little as we can and never sell what we hold.
      </PageHeader>
      <Prose>
        <h2>What we store</h2>
        <ul>
          <li>
            <strong>Your account</strong>, if you create one: your email address, a salted scrypt hash of your password (never
            the password itself), whether you confirmed your email, your role, and when the account was created and last
            changed.
          </li>
          <li>
            <strong>Sign-in sessions</strong>: a random session token in a cookie. We store only a SHA-256 hash of it with your
            user id and its expiry. Sessions end after 30 days without use, when you log out, or when you reset your password.
            Changing your password ends every other session; "Sign out everywhere" ends them all.
          </li>
          <li>
            <strong>What you save</strong> while signed in: the products you save, with the price alert you set for each (the
            price per serving, and whether and when we last emailed you about it), and the quiz results you save.
          </li>
          <li>
            <strong>Security counters</strong>: failed sign-in attempts per account and per network address, kept for up to an
            hour, to stop password guessing.
          </li>
          <li>
            <strong>Affiliate clicks</strong>: when you follow a buy link we record which product and when, with no account id
            or address, to count which recommendations people use.
          </li>
          <li>
            <strong>Messages you send us</strong> through the contact form: your name, email, topic, message, the product you
            chose (if any), when you sent it and, if you were signed in, your account. We keep them to answer you and delete
            them with your account. We do not keep your network address or browser.
          </li>
        </ul>
        <h2 id="analytics">Analytics: what one visit records</h2>
        <p>
          We count visits and a few actions ourselves, without cookies and without any third-party script. Nothing identifies
          you and nothing links one event to another, so we cannot tell visitors or visits apart.
        </p>
        <ul>
          <li>
            <strong>Each page you open</strong> (and each change of its address) sends one event: the word “pageview” and the
            page's path, for example <code>/category/sleep</code>. Never the part after “?”, which can hold what you typed.
          </li>
          <li>
            <strong>A few actions</strong> send their name and one small detail: the chat opened (from its button or with a
            question); who wrote a chat answer (the AI model, our built-in engine, or the offline answer); a quiz started or
            finished (its category, and how many picks it showed); a buy button (which product); the ingredient checker (only
            whether it found a prohibited ingredient, never what you typed); a sign-up (nothing more).
          </li>
          <li>
            <strong>What we keep</strong> is a count per day: the day (UTC), the event, that one detail and how many times it
            happened, for example “2026-11-22, pageview, /category/sleep: 14”. The same event and detail also go to
            Cloudflare's Workers Analytics Engine, which keeps them with the time they arrived for up to three months.
          </li>
          <li>
            <strong>What we never record</strong>: your IP address, browser, device, screen size, language, the site you came
            from, your account, or any identifier. Your network address is used for one minute only, as the key of a rate limit
            that stops anyone flooding the counters, and is not stored.
          </li>
          <li>
            <strong>Do Not Track and Global Privacy Control</strong>: if your browser sends either, it sends us no events, and
            our server discards any event or chat answer count that arrives with either signal.
          </li>
        </ul>
        <h2>What stays on your device</h2>
        <p>
          Your colour theme and your last ten CLEARED AI chat messages are kept in your browser's local storage so the chat can
          pick up where you left off. Use New chat to clear the conversation, or clear your browser's site data to remove both.
        </p>
        <h2>CLEARED AI</h2>
        <p>
          Messages you send to the chat, with the last few messages of the conversation, are processed to write an answer. They
          are not stored on our servers after the answer is sent and are not used to train models. Do not type personal health
          information, names or unit details into the chat: it gives general product information and is not a medical service.
        </p>
        <h2>Affiliate links</h2>
        <p>
          Buy buttons lead to retailers such as Amazon through our own redirect. The retailer may set its own cookies once you
          arrive; its privacy policy applies there. As an Amazon Associate we earn from qualifying purchases; Amazon tells us
          about orders in aggregate, never who bought.
        </p>
        <h2>Cookies</h2>
        <p>
          We set two cookies. <code>__Host-session</code> is set only when you sign in. <code>__Secure-chat-said</code> is set
          only when you use CLEARED AI: it holds short labels for the limits you told the chat (such as dairy-free, no
          caffeine, pregnancy or a budget), never your words, so later answers keep them. Only the chat receives it, scripts
          on the page cannot read it, a new chat replaces it, and it expires an hour after your last message. Both are
          strictly necessary for what you asked for, so we ask no consent for them. Our analytics use no cookie or local
          storage at all, and we use no advertising or cross-site tracking cookies.
        </p>
        <h2>Email</h2>
        <p>
          We email you only about your account and what you asked us for: to confirm your address, to reset your password, to
          tell you when someone tries to sign up again with your address, a receipt when you write to us, and a price alert
          you set on a saved product (once each time the price goes below it; every alert email has a link that turns it off
          without signing in). We send no marketing email.
        </p>
        <h2>Your rights</h2>
        <p>
          Signed in, your <Link to="/account">account page</Link> downloads a copy of your data (one JSON file) and deletes your
          account and everything in it at once. You can also ask for either through our <Link to="/contact">contact page</Link>.
          We answer within 30 days. Our servers run on Cloudflare's network; data may be processed in the United States.
        </p>
      </Prose>
    </>
  );
}
