//
// @lc app=leetcode id=9010 lang=javascript
//
// a team-written right solution
//

// @lc code=start
var TallyCounter = function(start) {
    this.count = start;
};
TallyCounter.prototype.add = function(n) {
    this.count += n;
};
TallyCounter.prototype.total = function() {
    return this.count;
};
// @lc code=end
